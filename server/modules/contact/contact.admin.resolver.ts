import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { listContactMessages, markContactMessageRead } from "./contact.service";
import { ContactMessagePageType, ContactMessageType } from "./contact.admin.types";

@Resolver()
export class AdminInboxResolver {
  @Authorized("ADMIN")
  @Query(() => ContactMessagePageType, { description: "Admin: contact-form messages, newest first. (The e-mail outbox is `outboxEmails`.)" })
  async contactMessages(
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ContactMessagePageType> {
    const page = await listContactMessages(ctx, { limit, offset });
    return { items: page.items.map(ContactMessageType.from), total: page.total, unread: page.unread };
  }

  @Authorized("ADMIN")
  @Mutation(() => ContactMessageType, { description: "Admin: marks a contact message as read." })
  async markContactMessageRead(@Arg("id", () => Int) id: number, @Ctx() { ctx }: GqlContext): Promise<ContactMessageType> {
    return ContactMessageType.from(await markContactMessageRead(ctx, id));
  }
}
