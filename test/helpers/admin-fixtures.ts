import type { App } from "../../server/app";
import { ACCOUNT_PRODUCT_ID } from "../../server/modules/catalog/product.entity";
import { Order, type OrderType } from "../../server/modules/orders/order.entity";
import { OrderLine } from "../../server/modules/orders/order-line.entity";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";

/**
 * A completed order written straight to the database, with `quantity` sold stock accounts
 * named `${orderId-prefix}-N` for account orders (what a purchase leaves behind).
 */
export async function createOrder(
  app: App,
  opts: {
    customerId: string | null;
    quantity?: number;
    totalPriceCents?: number;
    productId?: string;
    productName?: string;
    orderType?: OrderType;
    purchaseDate?: Date;
  },
): Promise<Order> {
  const orderType = opts.orderType ?? "account";
  const quantity = opts.quantity ?? 2;
  return app.db.transaction(async (em) => {
    const order = em.getRepository(Order).create({
      customerId: opts.customerId,
      productId: opts.productId ?? (orderType === "account" ? "main_insta_product" : "storytag_software"),
      productName: opts.productName ?? (orderType === "account" ? "Digital Accounts" : "StoryTag"),
      quantity,
      totalPriceCents: opts.totalPriceCents ?? quantity * 50,
      purchaseDate: opts.purchaseDate ?? new Date(),
      orderType,
      licenseId: null,
      idempotencyKey: null,
    });
    await em.getRepository(Order).save(order);
    await em.getRepository(OrderLine).insert({
      orderId: order.id,
      lineNo: 0,
      productId: order.productId,
      variantId: order.productId,
      productName: order.productName,
      variantName: "",
      orderType,
      quantity,
      unitPriceCents: Math.floor(order.totalPriceCents / quantity),
      subtotalCents: order.totalPriceCents,
      discountCents: 0,
      totalCents: order.totalPriceCents,
      licenseId: null,
      state: "delivered",
      heldAt: null,
      paidAt: order.purchaseDate,
      deliveredAt: order.purchaseDate,
      closedAt: null,
      createdAt: order.purchaseDate,
    });
    if (orderType === "account") {
      const rows = Array.from({ length: quantity }, (_, i) => ({
        username: `${order.id.slice(0, 8)}-${i}`,
        password: `pw-${i}`,
        email: `${order.id.slice(0, 8)}-${i}@mail.test`,
        emailPassword: `epw-${i}`,
        status: "sold" as const,
        productId: order.productId,
        variantId: order.productId,
        soldTo: opts.customerId,
        orderId: order.id,
        soldAt: order.purchaseDate,
      }));
      await em.createQueryBuilder().insert().into(StockAccount).values(rows).updateEntity(false).execute();
    }
    return order;
  });
}

/** Adds `count` more sold accounts (`big-N`) to an order, in chunks of 1000: a very large pack for cost tests. */
export async function addSoldAccounts(app: App, opts: { customerId: string; orderId: string; count: number }): Promise<void> {
  const rows = Array.from({ length: opts.count }, (_, i) => ({
    username: `big-${i}`,
    password: `pw-${i}`,
    email: `big-${i}@mail.test`,
    emailPassword: `epw-${i}`,
    status: "sold" as const,
    variantId: ACCOUNT_PRODUCT_ID,
    soldTo: opts.customerId,
    orderId: opts.orderId,
    soldAt: new Date(),
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    await app.db.transaction((em) =>
      em
        .createQueryBuilder()
        .insert()
        .into(StockAccount)
        .values(rows.slice(i, i + 1000))
        .updateEntity(false)
        .execute(),
    );
  }
}
