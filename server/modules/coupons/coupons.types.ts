import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import type { CouponWithProducts } from "./coupons.service";

@ObjectType("Coupon", { description: "Admin: a discount code with its usage count." })
export class CouponObject {
  @Field(() => ID) id: string;
  @Field(() => String) code: string;
  @Field(() => String, { description: "PERCENT or FIXED." }) kind: string;
  @Field(() => Int, { description: "Percent off (1–100) or cents off." }) amount: number;
  @Field(() => [ID], { description: "The products it is limited to; empty means all products." }) productIds: string[];
  @Field(() => Int) minOrderCents: number;
  @Field(() => Date, { nullable: true }) startsAt: Date | null;
  @Field(() => Date, { nullable: true }) endsAt: Date | null;
  @Field(() => Int, { nullable: true }) maxRedemptions: number | null;
  @Field(() => Int, { nullable: true }) maxPerCustomer: number | null;
  @Field(() => Int, { description: "How many orders used it." }) redemptionCount: number;
  @Field(() => Boolean) active: boolean;

  static from({ coupon: c, productIds }: CouponWithProducts): CouponObject {
    return Object.assign(new CouponObject(), {
      id: c.id,
      code: c.code,
      kind: c.kind === "percent" ? "PERCENT" : "FIXED",
      amount: c.amount,
      productIds,
      minOrderCents: c.minOrderCents,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      maxRedemptions: c.maxRedemptions,
      maxPerCustomer: c.maxPerCustomer,
      redemptionCount: c.redemptionCount,
      active: c.active,
    });
  }
}

@InputType("CouponInput")
export class CouponInput {
  @Field(() => String, { description: "Letters, digits, - and _; stored upper-case." }) code: string;
  @Field(() => String, { description: "PERCENT or FIXED." }) kind: string;
  @Field(() => Int, { description: "Percent off (1–100) or cents off." }) amount: number;
  @Field(() => [ID], { nullable: true, description: "Limit to these products; empty or null means all." }) productIds?: string[] | null;
  @Field(() => Int, { defaultValue: 0, description: "Order price after volume tiers, in cents." }) minOrderCents: number;
  @Field(() => Date, { nullable: true }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true }) endsAt?: Date | null;
  @Field(() => Int, { nullable: true }) maxRedemptions?: number | null;
  @Field(() => Int, { nullable: true }) maxPerCustomer?: number | null;
  @Field(() => Boolean, { defaultValue: true }) active: boolean;
}

@ObjectType("CouponRemoval", { description: "A coupon that was used is switched off instead of deleted." })
export class CouponRemovalType {
  @Field(() => Boolean) deleted: boolean;
  @Field(() => Boolean) deactivated: boolean;
}
