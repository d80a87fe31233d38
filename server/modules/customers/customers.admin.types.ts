import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import type { LedgerEntry } from "../balance";
import type { Customer } from "./customer.entity";

@ObjectType("AdminCustomer", { description: "A customer as the admin back office sees it (never the password hash or two-factor secret)." })
export class AdminCustomerType {
  @Field(() => ID) id: string;
  @Field(() => String) email: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: "customer or admin" }) role: string;
  @Field(() => Int) balanceCents: number;
  @Field(() => Date) joinDate: Date;
  @Field(() => Boolean) emailConfirmed: boolean;
  @Field(() => Boolean) twoFactorEnabled: boolean;

  static from(c: Customer): AdminCustomerType {
    return Object.assign(new AdminCustomerType(), {
      id: c.id,
      email: c.email,
      name: c.name,
      role: c.role,
      balanceCents: c.balanceCents,
      joinDate: c.joinDate,
      emailConfirmed: c.emailConfirmedAt !== null,
      twoFactorEnabled: c.totpEnabledAt !== null,
    });
  }
}

@ObjectType("AdminCustomerPage")
export class AdminCustomerPage {
  @Field(() => [AdminCustomerType]) items: AdminCustomerType[];
  @Field(() => Int, { description: "All matching customers, for pagination." }) total: number;
}

@ObjectType("BalanceLedgerEntry", { description: "One change of a balance: signed amount in cents, the balance after it, and why." })
export class BalanceLedgerEntryType {
  @Field(() => ID) id: string;
  @Field(() => Int) amountCents: number;
  @Field(() => Int) balanceAfterCents: number;
  @Field(() => String, { description: "topup, purchase, admin_adjustment or refund" }) kind: string;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => ID, { nullable: true }) orderId: string | null;
  @Field(() => ID, { nullable: true, description: "The admin who made an adjustment." }) actorId: string | null;
  @Field(() => Date) createdAt: Date;

  static from(e: LedgerEntry): BalanceLedgerEntryType {
    return Object.assign(new BalanceLedgerEntryType(), {
      id: String(e.id),
      amountCents: e.amountCents,
      balanceAfterCents: e.balanceAfterCents,
      kind: e.kind,
      reason: e.reason,
      orderId: e.orderId,
      actorId: e.actorId,
      createdAt: e.createdAt,
    });
  }
}

@InputType("CustomerUpdateInput")
export class CustomerUpdateInput {
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String, { description: "customer or admin" }) role: string;
}
