import { Arg, Authorized, Ctx, Int, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { DEFAULT_OUTBOX_LIST, listOutboxEmails } from "./mail.service";
import { OutboxEmailType } from "./mail.types";

@Resolver()
export class MailResolver {
  @Authorized("ADMIN")
  @Query(() => [OutboxEmailType], { description: "E-mails the shop sent or kept in its outbox, newest first." })
  async outboxEmails(
    @Ctx() { ctx }: GqlContext,
    @Arg("limit", () => Int, { nullable: true, defaultValue: DEFAULT_OUTBOX_LIST }) limit: number | null,
  ): Promise<OutboxEmailType[]> {
    return (await listOutboxEmails(ctx, limit ?? DEFAULT_OUTBOX_LIST)).map(OutboxEmailType.from);
  }
}
