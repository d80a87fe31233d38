import { Arg, Authorized, Ctx, Int, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { listOutboxEmails } from "./mail.service";
import { OutboxEmailType } from "./mail.types";

@Resolver()
export class MailResolver {
  @Authorized("ADMIN")
  @Query(() => [OutboxEmailType], { description: "E-mails the shop sent or kept in its outbox, newest first." })
  async outboxEmails(@Ctx() { ctx }: GqlContext, @Arg("limit", () => Int, { defaultValue: 50 }) limit: number): Promise<OutboxEmailType[]> {
    return (await listOutboxEmails(ctx, limit)).map(OutboxEmailType.from);
  }
}
