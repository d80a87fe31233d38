/**
 * One order of 10,000 lines on SQLite through the checkout pipeline, in a shop of 20 products ×
 * 50,000 lines, against a floor: raw better-sqlite3 doing the same reads and writes (buyer, key,
 * product, tiers, that product's stock ids, order, stock updates in chunks of 1000, balance,
 * ledger row, counters, audit row) in one transaction. Both sides run on one database; each round
 * buys from products nobody bought from before, so both see identical, fresh pools.
 *
 * Notifications on vs off (issue #17): each round also buys as a second customer with three
 * webhook endpoints and e-mail receipts on, while an admin gets new-order alerts by e-mail and
 * Telegram (a loopback receiver, SMTP server and fake Bot API). Both pipeline purchases run with
 * the notification dispatcher started, as a server runs them; the "off" buyer has no endpoints,
 * receipts off and no admin alerts. Every notification of the "on" purchase is checked as
 * delivered before the next round. The sending happens after commit, so the ratio should stay
 * within 10%.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { IsNull } from "typeorm";
import { openDatabase } from "../server/app";
import { loadConfig } from "../server/config";
import { RequestContext } from "../server/context";
import { SecretBox } from "../server/db/secret-box";
import { createInstance } from "../server/services";
import { changeBalance } from "../server/modules/balance/ledger.service";
import { seedCatalog } from "../server/modules/catalog/catalog.service";
import { defaultVariantOf, ProductVariant } from "../server/modules/catalog/product-variant.entity";
import { PriceTier } from "../server/modules/catalog/price-tier.entity";
import { Product } from "../server/modules/catalog/product.entity";
import { Customer } from "../server/modules/customers/customer.entity";
import { purchaseFromBalance } from "../server/modules/orders/checkout.service";
import { PURCHASE_CHUNK } from "../server/modules/stock/deliver-stock";
import { StockAccount } from "../server/modules/stock/stock-account.entity";
import { NotificationPreference } from "../server/modules/notifications/notification-preference.entity";
import { AdminAlertSettings } from "../server/modules/notifications/admin-alert-settings.entity";
import { NotificationEvent } from "../server/modules/notifications/notification-event.entity";
import { startNotificationDispatcher } from "../server/modules/notifications/notification-dispatcher";
import { WebhookEndpoint } from "../server/modules/notifications/webhook-endpoint.entity";
import { startFakeTelegram } from "../test/helpers/fake-telegram";
import { startFakeReceiver, waitFor } from "../test/helpers/fake-webhook-receiver";
import { startSmtpServer } from "../test/helpers/smtp-server";
import { printCheck, printResult, summarize, time } from "./lib";

const ITEMS = Number(process.env.BENCH_PURCHASE_ITEMS ?? 10_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20);
const LINES_PER_PRODUCT = Number(process.env.BENCH_LINES_PER_PRODUCT ?? 50_000);
/** Three fresh products per round: the pipeline without notifications, the floor, the pipeline with them. */
const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS ?? 5), Math.floor(PRODUCTS / 3) - 1);
const WEBHOOK_ENDPOINTS = 3;
const TELEGRAM_TOKEN = "123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr";
const PRICE_CENTS = 50;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-purchase-"));
const file = path.join(workDir, "bench.sqlite");
const env = { DATA_DIR: workDir, LOG_LEVEL: "error", ENCRYPTION_KEY: crypto.randomBytes(32).toString("hex") };
const receiver = await startFakeReceiver();
const telegram = await startFakeTelegram(TELEGRAM_TOKEN);
const smtp = await startSmtpServer();
const config = {
  ...loadConfig({ ...env, ...smtp.env, WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", TELEGRAM_API_URL: telegram.url }),
  database: { kind: "sqlite" as const, file },
};
const productId = (p: number) => `bench_product_${p}`;

/**
 * Migrated and seeded, PRODUCTS products with a volume tier and LINES_PER_PRODUCT lines each, a
 * customer who can afford every round with every notification off, a second one with three
 * webhook endpoints and receipts on, and an admin (whose Telegram and e-mail alerts are switched
 * on for the "on" purchases only).
 */
async function prepare(): Promise<{ quiet: string; notified: string; admin: string }> {
  const db = await openDatabase(config);
  const system = RequestContext.system(createInstance({ db, config }));
  await seedCatalog(system);
  const customer = await db.manager.getRepository(Customer).save(
    db.manager.getRepository(Customer).create({
      email: "bench@example.test",
      name: "Bench",
      role: "customer",
      balanceCents: 0,
      joinDate: new Date(),
      passwordHash: "x",
      emailConfirmedAt: new Date(),
      tokenVersion: 0,
    }),
  );
  await changeBalance(system, { customerId: customer.id, amountCents: 2 * (ROUNDS + 1) * ITEMS * PRICE_CENTS, kind: "admin_adjustment", reason: "bench" });
  const newCustomer = (email: string, role: "customer" | "admin") =>
    db.manager
      .getRepository(Customer)
      .save(
        db.manager
          .getRepository(Customer)
          .create({ email, name: email, role, balanceCents: 0, joinDate: new Date(), passwordHash: "x", emailConfirmedAt: new Date(), tokenVersion: 0 }),
      );
  const notified = await newCustomer("notified@example.test", "customer");
  const admin = await newCustomer("admin@example.test", "admin");
  await changeBalance(system, { customerId: notified.id, amountCents: (ROUNDS + 1) * ITEMS * PRICE_CENTS, kind: "admin_adjustment", reason: "bench" });
  await db.manager
    .getRepository(NotificationPreference)
    .insert({ customerId: customer.id, orderReceipts: false, balanceCredits: false, licenseExpiry: false, updatedAt: new Date() });
  for (let i = 0; i < WEBHOOK_ENDPOINTS; i++) {
    await db.manager.getRepository(WebhookEndpoint).insert({
      id: crypto.randomUUID(),
      ownerId: notified.id,
      url: `${receiver.url}/${i}`,
      events: "order.completed",
      secret: `whsec_bench${i}`,
      enabled: true,
      disabledReason: null,
      createdAt: new Date(),
    });
  }
  await db.transaction(async (em) => {
    for (let p = 0; p < PRODUCTS; p++) {
      await em.getRepository(Product).insert({
        id: productId(p),
        productType: "account",
        name: `Bench ${p}`,
        slug: `bench-${p}`,
        description: null,
        categoryId: null,
        pricePerAccountCents: PRICE_CENTS,
        minPurchaseQuantity: 1,
        maxPurchaseQuantity: null,
        image: null,
        visibility: "listed",
        sortOrder: p,
        licenseDays: 30,
        lowStockThreshold: null,
        archivedAt: null,
      });
      await em.getRepository(ProductVariant).insert(defaultVariantOf(productId(p)));
      await em.getRepository(PriceTier).insert({ productId: productId(p), minQuantity: 1000, unitPriceCents: PRICE_CENTS - 5 });
    }
  });
  await db.close();
  // Plain SQL for the million lines: one encrypted value for every secret keeps the setup seconds, not minutes.
  const raw = new Sqlite(file);
  const secret = SecretBox.forConfig(config).encrypt("pw");
  const insert = raw.prepare(
    "INSERT INTO stock_accounts (username, password, email, email_password, status, product_id, variant_id) VALUES (?, ?, ?, ?, 'available', ?, ?)",
  );
  raw.transaction(() => {
    // Interleaved, as a shop that restocks several products over time stores them.
    for (let i = 0; i < LINES_PER_PRODUCT; i++)
      for (let p = 0; p < PRODUCTS; p++) insert.run(`u${p}-${i}`, secret, `u${p}-${i}@mail.test`, secret, productId(p), productId(p));
  })();
  raw.close();
  return { quiet: customer.id, notified: notified.id, admin: admin.id };
}

/** The admin's new-order alerts by e-mail and Telegram: on for the notified purchases only. */
async function setAdminAlerts(adminId: string, on: boolean): Promise<void> {
  const db = await openDatabase(config);
  const repo = db.manager.getRepository(AdminAlertSettings);
  if (on) {
    await repo.save(
      repo.create({
        adminId,
        events: "order.completed",
        minOrderCents: null,
        byEmail: true,
        byTelegram: true,
        telegramChatId: "4242",
        telegramBotToken: TELEGRAM_TOKEN,
        updatedAt: new Date(),
      }),
    );
  } else await repo.delete({ adminId });
  await db.close();
}

/** What each notified purchase sends once the dispatcher has done its work. */
const sentSoFar = () => ({ webhooks: receiver.accepted().length, telegram: telegram.messages.length, mails: smtp.messages.length });
let notificationsChecked = true;

/** One pipeline purchase with the notification dispatcher running, as in a server; waits until every notification it caused was sent. */
async function ourPurchase(customerId: string, product: string, notifying: boolean): Promise<number> {
  const db = await openDatabase(config);
  const customer = await db.manager.getRepository(Customer).findOneByOrFail({ id: customerId });
  const instance = createInstance({ db, config });
  const stopDispatcher = startNotificationDispatcher(instance);
  const ctx = RequestContext.system(instance).withActor({ customer, via: "session" });
  const before = sentSoFar();
  const { ms, result } = await time(() => purchaseFromBalance(ctx, { productId: product, quantity: ITEMS, idempotencyKey: crypto.randomUUID() }));
  if (!("order" in result)) throw new Error(`purchase refused: ${result.message}`);
  const sold = await db.manager.getRepository(StockAccount).countBy({ status: "sold", orderId: result.order.id, productId: product });
  await waitFor(
    "the order's event fanned out",
    async () => (await db.manager.getRepository(NotificationEvent).countBy({ fannedOutAt: IsNull() })) === 0,
    60_000,
  );
  if (notifying) {
    // Three webhooks, one Telegram alert, the receipt and the admin's alert e-mail.
    const expected = { webhooks: before.webhooks + WEBHOOK_ENDPOINTS, telegram: before.telegram + 1, mails: before.mails + 2 };
    await waitFor(
      "every notification sent",
      () => {
        const now = sentSoFar();
        return now.webhooks >= expected.webhooks && now.telegram >= expected.telegram && now.mails >= expected.mails;
      },
      60_000,
    ).catch(() => (notificationsChecked = false));
  } else {
    await new Promise((r) => setTimeout(r, 200));
    const now = sentSoFar();
    if (now.webhooks !== before.webhooks || now.telegram !== before.telegram || now.mails !== before.mails) notificationsChecked = false;
  }
  await stopDispatcher();
  await instance.background.close();
  await db.close();
  if (sold !== ITEMS) throw new Error(`expected ${ITEMS} sold, got ${sold}`);
  return ms;
}

function floorPurchase(customerId: string, product: string): number {
  const db = new Sqlite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  const started = process.hrtime.bigint();
  db.transaction(() => {
    const buyer = db.prepare("SELECT id, email, role, balance_cents FROM customers WHERE id = ?").get(customerId) as { balance_cents: number };
    db.prepare("SELECT id FROM orders WHERE customer_id = ? AND idempotency_key = ?").get(customerId, "k");
    const p = db.prepare("SELECT * FROM products WHERE id = ?").get(product) as { price_per_account_cents: number; name: string };
    const tier = db
      .prepare("SELECT unit_price_cents FROM product_price_tiers WHERE product_id = ? AND min_quantity <= ? ORDER BY min_quantity DESC LIMIT 1")
      .get(product, ITEMS) as { unit_price_cents: number } | undefined;
    const total = ITEMS * (tier?.unit_price_cents ?? p.price_per_account_cents);
    if (buyer.balance_cents < total) throw new Error("floor: balance too low");
    const ids = (
      db.prepare("SELECT id FROM stock_accounts WHERE product_id = ? AND status = 'available' ORDER BY id LIMIT ?").all(product, ITEMS) as Array<{ id: number }>
    ).map((r) => r.id);
    const orderId = crypto.randomUUID();
    const now = new Date().toISOString().replace("T", " ").replace("Z", "");
    db.prepare(
      `INSERT INTO orders (id, customer_id, product_id, product_name, quantity, total_price_cents, purchase_date, order_type, idempotency_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'account', ?)`,
    ).run(orderId, customerId, product, p.name, ITEMS, total, now, crypto.randomUUID());
    for (let i = 0; i < ids.length; i += PURCHASE_CHUNK) {
      const chunk = ids.slice(i, i + PURCHASE_CHUNK);
      const r = db
        .prepare(
          `UPDATE stock_accounts SET status = 'sold', sold_to = ?, order_id = ?, sold_at = ? WHERE id IN (${chunk.map(() => "?").join(",")}) AND status = 'available'`,
        )
        .run(customerId, orderId, now, ...chunk);
      if (r.changes !== chunk.length) throw new Error("floor: stock changed");
    }
    db.prepare("UPDATE customers SET balance_cents = balance_cents - ? WHERE id = ? AND balance_cents - ? >= 0").run(total, customerId, total);
    const after = db.prepare("SELECT balance_cents FROM customers WHERE id = ?").get(customerId) as { balance_cents: number };
    db.prepare(
      "INSERT INTO balance_ledger (customer_id, amount_cents, balance_after_cents, kind, order_id, created_at) VALUES (?, ?, ?, 'purchase', ?, ?)",
    ).run(customerId, -total, after.balance_cents, orderId, now);
    db.prepare(
      "UPDATE site_settings SET total_accounts_sold_lifetime = total_accounts_sold_lifetime + ?, total_revenue_display_cents = total_revenue_display_cents + ? WHERE id = 'main_settings'",
    ).run(ITEMS, total);
    db.prepare("INSERT INTO audit_log (actor_id, action, entity_type, entity_id, details, created_at) VALUES (?, 'order.purchase', 'order', ?, ?, ?)").run(
      customerId,
      orderId,
      "{}",
      now,
    );
  })();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  db.close();
  return ms;
}

const setupStarted = performance.now();
const buyers = await prepare();
const customerId = buyers.quiet;
console.log(`setup: ${PRODUCTS} products × ${LINES_PER_PRODUCT} lines in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
const ours: number[] = [];
const floor: number[] = [];
const notifiedRuns: number[] = [];
for (let round = 0; round <= ROUNDS; round++) {
  // Alternate who goes first, so neither side always finds a warmer cache.
  const [a, b, c] = [productId(3 * round), productId(3 * round + 1), productId(3 * round + 2)];
  let o: number;
  let f: number;
  if (round % 2 === 0) {
    o = await ourPurchase(customerId, a, false);
    f = floorPurchase(customerId, b);
  } else {
    f = floorPurchase(customerId, b);
    o = await ourPurchase(customerId, a, false);
  }
  await setAdminAlerts(buyers.admin, true);
  const n = await ourPurchase(buyers.notified, c, true);
  await setAdminAlerts(buyers.admin, false);
  // Round 0 warms up the JIT and the page cache for both sides.
  if (round > 0) {
    ours.push(o);
    floor.push(f);
    notifiedRuns.push(n);
  }
}
await receiver.close();
await telegram.close();
await smtp.close();
fs.rmSync(workDir, { recursive: true, force: true });

const o = summarize(ours);
const f = summarize(floor);
console.log(
  `purchase of ${ITEMS} lines among ${PRODUCTS} × ${LINES_PER_PRODUCT}, ${ROUNDS} rounds: pipeline p50 ${o.p50.toFixed(1)} ms (min ${o.minMs.toFixed(1)}), raw SQL p50 ${f.p50.toFixed(1)} ms (min ${f.minMs.toFixed(1)})`,
);
const n = summarize(notifiedRuns);
console.log(
  `notifications on (${WEBHOOK_ENDPOINTS} webhook endpoints, receipt, admin e-mail and Telegram alerts) p50 ${n.p50.toFixed(1)} ms (min ${n.minMs.toFixed(1)}) vs off p50 ${o.p50.toFixed(1)} ms`,
);
printCheck("every round sold all lines from its own product", ours.length === ROUNDS && notifiedRuns.length === ROUNDS);
printCheck("each notified purchase sent its webhooks, Telegram alert and e-mails; the quiet one sent nothing", notificationsChecked);
printResult({
  name: `purchase of ${ITEMS} lines, ${PRODUCTS} products × ${LINES_PER_PRODUCT} (SQLite, p50)`,
  value: o.p50,
  floor: f.p50,
  unit: "ms",
  limit: 2,
});
printResult({ name: `purchase of ${ITEMS} lines, notifications on vs off (SQLite, p50)`, value: n.p50, floor: o.p50, unit: "ms", limit: 1.1 });
