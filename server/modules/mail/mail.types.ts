import { Field, Int, ObjectType } from "type-graphql";
import type { OutboxEmail } from "./outbox-email.entity";

@ObjectType("OutboxEmail", { description: "An e-mail the shop sent or kept in its outbox." })
export class OutboxEmailType {
  @Field(() => Int) id: number;
  @Field(() => String) toAddress: string;
  @Field(() => String) subject: string;
  @Field(() => String) bodyText: string;
  @Field(() => String, { description: "outbox (no SMTP), sent or failed." }) status: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;

  static from(e: OutboxEmail): OutboxEmailType {
    return Object.assign(new OutboxEmailType(), {
      id: e.id,
      toAddress: e.toAddress,
      subject: e.subject,
      bodyText: e.bodyText,
      status: e.status,
      createdAt: e.createdAt,
      sentAt: e.sentAt,
    });
  }
}
