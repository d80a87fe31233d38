import argon2 from "argon2";
import type { App } from "../../server/app";
import { RequestContext } from "../../server/context";
import { changeBalance } from "../../server/modules/balance/ledger.service";
import { ACCOUNT_PRODUCT_ID } from "../../server/modules/catalog/product.entity";
import { Customer, type CustomerRole } from "../../server/modules/customers/customer.entity";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { SESSION_COOKIE } from "../../server/modules/auth/session";
import type { HttpClient } from "./http-client";

let counter = 0;

/** A confirmed customer (or admin) written straight to the database; balance goes through the ledger. */
export async function createCustomer(
  app: App,
  opts: { email?: string; name?: string; role?: CustomerRole; balanceCents?: number; password?: string; confirmed?: boolean; language?: string } = {},
): Promise<Customer & { password: string }> {
  counter += 1;
  const password = opts.password ?? "secret123";
  const repo = app.db.manager.getRepository(Customer);
  const customer = repo.create({
    email: (opts.email ?? `user${counter}-${Date.now()}@example.test`).toLowerCase(),
    name: opts.name ?? `User ${counter}`,
    role: opts.role ?? "customer",
    balanceCents: 0,
    joinDate: new Date(),
    // Cheap parameters keep fixtures fast; verification reads them from the hash.
    passwordHash: await argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1 }),
    emailConfirmedAt: opts.confirmed === false ? null : new Date(),
    tokenVersion: 0,
    totpSecret: null,
    totpEnabledAt: null,
    language: opts.language ?? "en",
  });
  await repo.save(customer);
  if (opts.balanceCents) {
    await changeBalance(RequestContext.system(app), {
      customerId: customer.id,
      amountCents: opts.balanceCents,
      kind: "admin_adjustment",
      reason: "test fixture",
    });
    customer.balanceCents = opts.balanceCents;
  }
  return Object.assign(customer, { password });
}

/** Puts a valid session cookie for `customer` into the client's jar (as a sign-in would). */
export function signIn(app: App, client: HttpClient, customer: Pick<Customer, "id" | "tokenVersion">): HttpClient {
  client.setCookie(SESSION_COOKIE, app.services.sessions.token(customer));
  return client;
}

/** Adds `count` available stock accounts named `${prefix}N` to a product's pool (the seed's account product by default). */
export async function addStock(app: App, count: number, prefix = "stock", productId = ACCOUNT_PRODUCT_ID): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    username: `${prefix}${i}`,
    password: `pw${i}`,
    email: `${prefix}${i}@mail.test`,
    emailPassword: `epw${i}`,
    productId,
    variantId: productId,
    status: "available" as const,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await app.db.transaction((em) =>
      em
        .createQueryBuilder()
        .insert()
        .into(StockAccount)
        .values(rows.slice(i, i + 500))
        .updateEntity(false)
        .execute(),
    );
  }
}
