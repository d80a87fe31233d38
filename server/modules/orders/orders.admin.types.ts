import { Field, ID, InputType, ObjectType } from "type-graphql";
import type { Customer } from "../customers";

@ObjectType("OrderCustomer", { description: "The buyer of an order, as admins see it." })
export class OrderCustomerType {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String) email: string;

  static from(c: Customer): OrderCustomerType {
    return Object.assign(new OrderCustomerType(), { id: c.id, name: c.name, email: c.email });
  }
}

@InputType("AdminOrderFilter", { description: "Dates are YYYY-MM-DD (UTC days, both ends inclusive) or ISO date-times." })
export class AdminOrderFilterInput {
  @Field(() => String, { nullable: true }) from?: string | null;
  @Field(() => String, { nullable: true }) to?: string | null;
  @Field(() => String, { nullable: true, description: "account or software" }) orderType?: string | null;
  @Field(() => ID, { nullable: true, description: "Orders of this product." }) productId?: string | null;
  @Field(() => ID, { nullable: true, description: "Orders of the products now in this category." }) categoryId?: string | null;
  @Field(() => Boolean, { nullable: true, description: "true: guest orders only (bought without an account); false: members' orders only." }) guest?:
    boolean | null;
}
