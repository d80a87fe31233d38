import { Field, ID, Int, ObjectType } from "type-graphql";
import type { StockAccount } from "../stock";
import type { Order } from "./order.entity";

/** One delivered credential line of an order (a sold stock account). */
@ObjectType("OrderAccount")
export class OrderAccountObject {
  @Field(() => ID) id: string;
  @Field(() => String) username: string;
  @Field(() => String) password: string;
  @Field(() => String) email: string;
  @Field(() => String) emailPassword: string;

  static from(a: StockAccount): OrderAccountObject {
    return Object.assign(new OrderAccountObject(), {
      id: String(a.id),
      username: a.username,
      password: a.password,
      email: a.email,
      emailPassword: a.emailPassword,
    });
  }
}

/**
 * A completed purchase. `accounts` is resolved by OrderFieldsResolver through the per-request
 * `accountsByOrderId` loader, so a list of orders costs one query for all their accounts.
 */
@ObjectType("Order")
export class OrderObject {
  @Field(() => ID) id: string;
  @Field(() => String) productId: string;
  @Field(() => String) productName: string;
  @Field(() => Int) quantity: number;
  @Field(() => Int) totalPriceCents: number;
  @Field(() => Date) purchaseDate: Date;
  @Field(() => String, { description: "account or software" }) orderType: string;
  @Field(() => ID, { nullable: true }) licenseId: string | null;
  @Field(() => String, { description: "Always Completed: an order exists only once it is paid and delivered." }) status: string;

  /** Not a GraphQL field: lets admin-only field resolvers load the buyer. */
  customerId: string | null;

  static from(o: Order): OrderObject {
    return Object.assign(new OrderObject(), {
      id: o.id,
      productId: o.productId,
      productName: o.productName,
      quantity: o.quantity,
      totalPriceCents: o.totalPriceCents,
      purchaseDate: o.purchaseDate,
      orderType: o.orderType,
      licenseId: o.licenseId,
      status: "Completed",
      customerId: o.customerId,
    });
  }
}

@ObjectType("OrderPage")
export class OrderPage {
  @Field(() => [OrderObject]) items: OrderObject[];
  @Field(() => Int, { description: "All matching orders, for pagination." }) total: number;
}
