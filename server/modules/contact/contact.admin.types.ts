import { Field, ID, Int, ObjectType } from "type-graphql";
import type { ContactMessage } from "./contact-message.entity";

@ObjectType("ContactMessage", { description: "A message sent through the contact form." })
export class ContactMessageType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String) subject: string;
  @Field(() => String) message: string;
  @Field(() => ID, { nullable: true, description: "The sender's customer id when they were signed in." }) customerId: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) readAt: Date | null;

  static from(m: ContactMessage): ContactMessageType {
    return Object.assign(new ContactMessageType(), { ...m });
  }
}

@ObjectType("ContactMessagePage")
export class ContactMessagePageType {
  @Field(() => [ContactMessageType]) items: ContactMessageType[];
  @Field(() => Int) total: number;
  @Field(() => Int, { description: "Messages not yet marked read." }) unread: number;
}
