import { Field, ID, Int, ObjectType } from "type-graphql";
import type { AuditEntry } from "./audit-entry.entity";

@ObjectType("AuditEntry", { description: "One admin change: who, what and when." })
export class AuditEntryType {
  @Field(() => ID) id: string;
  @Field(() => ID, { nullable: true }) actorId: string | null;
  @Field(() => String, { nullable: true }) actorEmail: string | null;
  @Field(() => String, { description: "e.g. stock.upload, customer.balance_set, product.update" }) action: string;
  @Field(() => String) entityType: string;
  @Field(() => String, { nullable: true }) entityId: string | null;
  @Field(() => String, { nullable: true, description: "JSON details of the change (never secrets)." }) details: string | null;
  @Field(() => Date) createdAt: Date;

  static from(e: AuditEntry): AuditEntryType {
    return Object.assign(new AuditEntryType(), { ...e, id: String(e.id) });
  }
}

@ObjectType("AuditPage")
export class AuditPageType {
  @Field(() => [AuditEntryType]) items: AuditEntryType[];
  @Field(() => Int) total: number;
}
