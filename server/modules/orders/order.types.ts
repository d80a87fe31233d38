import { Field, ID, Int, ObjectType } from "type-graphql";
import type { StockAccount } from "../stock";
import type { Order } from "./order.entity";
import type { OrderLine } from "./order-line.entity";

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
  /** The English name it was sold under; the GraphQL field (OrderFieldsResolver) is in the reader's language. */
  productName: string;
  @Field(() => Int) quantity: number;
  @Field(() => Int) totalPriceCents: number;
  @Field(() => Date) purchaseDate: Date;
  @Field(() => String, { description: "account or software" }) orderType: string;
  @Field(() => ID, { nullable: true }) licenseId: string | null;
  @Field(() => String, { description: "Always Completed: an order exists only once it is paid and delivered." }) status: string;
  @Field(() => String, { nullable: true, description: "A guest order's buyer e-mail (bought without an account); null for a member's order." })
  guestEmail: string | null;

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
      guestEmail: o.guestEmail ?? null,
      customerId: o.customerId,
    });
  }
}

@ObjectType("OrderLine", { description: "One product variant in an order, with its price breakdown and its own delivery state." })
export class OrderLineObject {
  @Field(() => ID) id: string;
  @Field(() => ID) productId: string;
  @Field(() => ID, { description: "The variant bought; a product's own id names its default variant." }) variantId: string;
  /** The English names it was sold under; the GraphQL fields (OrderLineFieldsResolver) are in the reader's language. */
  productName: string;
  variantName: string;
  @Field(() => String, { description: "account or software" }) orderType: string;
  @Field(() => Int) quantity: number;
  @Field(() => Int, { description: "The unit price after volume tiers." }) unitPriceCents: number;
  @Field(() => Int, { description: "quantity × unitPriceCents" }) subtotalCents: number;
  @Field(() => Int, { description: "This line's share of the order's coupon discount." }) discountCents: number;
  @Field(() => Int, { description: "subtotalCents − discountCents" }) totalCents: number;
  @Field(() => ID, { nullable: true, description: "The licence a licence line issued." }) licenseId: string | null;
  @Field(() => String, { description: "held, paid, delivering, delivered, failed, cancelled, refunded or replaced." }) state: string;
  @Field(() => Date, { nullable: true }) heldAt: Date | null;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When it was cancelled, failed, refunded or replaced." }) closedAt: Date | null;

  /** Not a GraphQL field: the line's accounts are its order's accounts of its variant. */
  orderId: string;

  static from(l: OrderLine): OrderLineObject {
    return Object.assign(new OrderLineObject(), {
      id: l.id,
      orderId: l.orderId,
      productId: l.productId,
      variantId: l.variantId,
      productName: l.productName,
      variantName: l.variantName,
      orderType: l.orderType,
      quantity: l.quantity,
      unitPriceCents: Number(l.unitPriceCents),
      subtotalCents: Number(l.subtotalCents),
      discountCents: Number(l.discountCents),
      totalCents: Number(l.totalCents),
      licenseId: l.licenseId,
      state: l.state,
      heldAt: l.heldAt,
      paidAt: l.paidAt,
      deliveredAt: l.deliveredAt,
      closedAt: l.closedAt,
    });
  }
}

@ObjectType("OrderPage")
export class OrderPage {
  @Field(() => [OrderObject]) items: OrderObject[];
  @Field(() => Int, { description: "All matching orders, for pagination." }) total: number;
}
