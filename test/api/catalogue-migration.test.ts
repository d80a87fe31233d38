import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { DataSource } from "typeorm";
import { createApp, type App } from "../../server/app";
import { createScratchMysqlDatabase } from "../../server/cli/scratch-database";
import { loadConfig, type Config } from "../../server/config";
import { dataSourceOptions } from "../../server/db/data-source";
import { entities } from "../../server/entities";
import { SecretBox } from "../../server/db/secret-box";
import { Customer } from "../../server/modules/customers/customer.entity";
import { ProductStockAlert } from "../../server/modules/stock/stock-alert.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import { HttpClient } from "../helpers/http-client";
import { testDbKind } from "../helpers/test-server";

const KEY_HEX = "11".repeat(32);
const CUSTOMER_ID = "0b7a3c1e-0000-4000-8000-000000000001";
const ACCOUNT_ORDER_ID = "0b7a3c1e-0000-4000-8000-0000000000a1";
const SOFTWARE_ORDER_ID = "0b7a3c1e-0000-4000-8000-0000000000a2";
const LICENSE_ID = "0b7a3c1e-0000-4000-8000-0000000000b1";
const SUBSCRIPTION_ID = "0b7a3c1e-0000-4000-8000-0000000000c1";

type MigrationClass = abstract new (...args: never[]) => unknown;

/** The migrations of the release before the catalogue: every one listed before it. */
function previousRelease(all: MigrationClass[]): MigrationClass[] {
  const at = all.findIndex((m) => m.name.startsWith("Catalogue"));
  expect(at, "the Catalogue migration is listed").to.be.greaterThan(0);
  return all.slice(0, at);
}

/** A shop as the previous release left it: its seed with free-text categories, stock (some sold), an account order, a licence order, counters. */
async function fillAsPreviousRelease(database: Config["database"]): Promise<void> {
  const options = dataSourceOptions(database, entities);
  const ds = new DataSource({ ...options, migrations: previousRelease(options.migrations as MigrationClass[]) } as typeof options);
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: "all" });
    // Plain SQL in the old schema's columns; dates and booleans as both drivers store them.
    const value = (v: unknown) => (v instanceof Date ? v.toISOString().replace("T", " ").replace("Z", "") : typeof v === "boolean" ? Number(v) : v);
    const q = (sql: string, params: unknown[] = []) => ds.query(database.kind === "sqlite" ? sql : sql.replace(/"/g, "`"), params.map(value));
    const now = new Date("2026-10-01T12:00:00.000Z");
    await q(
      `INSERT INTO "products" ("id", "product_type", "name", "description", "price_per_account_cents", "min_purchase_quantity", "max_purchase_quantity", "image", "category") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ["main_insta_product", "account", "Aged Accounts", "Our accounts", 45, 5, 500, "https://img.example/a.png", "Digital Accounts"],
    );
    await q(
      `INSERT INTO "products" ("id", "product_type", "name", "description", "price_per_account_cents", "min_purchase_quantity", "max_purchase_quantity", "image", "category") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ["storytag_software", "software", "StoryTag", "Licence", 1500, 1, 1, null, "Software"],
    );
    await q(
      `INSERT INTO "site_settings" ("id", "site_name", "site_tagline", "total_revenue_display_cents", "total_accounts_sold_lifetime", "low_stock_threshold", "low_stock_alerted_at") VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ["main_settings", "Old Shop", "Old tagline", 1590, 2, 7, now],
    );
    await q(
      `INSERT INTO "customers" ("id", "email", "name", "role", "balance_cents", "join_date", "password_hash", "email_confirmed_at", "token_version") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [CUSTOMER_ID, "old@example.test", "Old Buyer", "customer", 1000, now, "x", now, 0],
    );
    await q(`INSERT INTO "balance_ledger" ("customer_id", "amount_cents", "balance_after_cents", "kind", "created_at") VALUES (?, ?, ?, ?, ?)`, [
      CUSTOMER_ID,
      1000,
      1000,
      "admin_adjustment",
      now,
    ]);
    await q(
      `INSERT INTO "orders" ("id", "customer_id", "product_id", "product_name", "quantity", "total_price_cents", "purchase_date", "order_type", "license_id", "idempotency_key") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [ACCOUNT_ORDER_ID, CUSTOMER_ID, "main_insta_product", "Aged Accounts", 2, 90, now, "account", null, "old-key-1"],
    );
    await q(
      `INSERT INTO "orders" ("id", "customer_id", "product_id", "product_name", "quantity", "total_price_cents", "purchase_date", "order_type", "license_id", "idempotency_key") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [SOFTWARE_ORDER_ID, CUSTOMER_ID, "storytag_software", "StoryTag", 1, 1500, now, "software", LICENSE_ID, "old-key-2"],
    );
    await q(
      `INSERT INTO "licenses" ("id", "license_key", "email", "plan", "software_name", "status", "start_date", "expires_at", "customer_id", "order_id") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        LICENSE_ID,
        "ABCD-EFGH-JKLM-NPQR",
        "old@example.test",
        "standard",
        "StoryTag",
        true,
        now,
        new Date("2099-01-01T00:00:00.000Z"),
        CUSTOMER_ID,
        SOFTWARE_ORDER_ID,
      ],
    );
    await q(
      `INSERT INTO "software_subscriptions" ("id", "customer_id", "software_name", "amount_cents", "status", "start_date", "end_date", "payment_method", "license_id") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [SUBSCRIPTION_ID, CUSTOMER_ID, "StoryTag", 1500, true, now, new Date("2099-01-01T00:00:00.000Z"), "balance", LICENSE_ID],
    );
    const secrets = SecretBox.withKey(Buffer.from(KEY_HEX, "hex"));
    for (let i = 0; i < 5; i++) {
      const sold = i < 2;
      await q(
        `INSERT INTO "stock_accounts" ("username", "password", "email", "email_password", "status", "sold_to", "order_id", "sold_at") VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          `old${i}`,
          secrets.encrypt(`pw${i}`),
          `old${i}@mail.test`,
          secrets.encrypt(`epw${i}`),
          sold ? "sold" : "available",
          sold ? CUSTOMER_ID : null,
          sold ? ACCOUNT_ORDER_ID : null,
          sold ? now : null,
        ],
      );
    }
  } finally {
    await ds.destroy();
  }
}

describe("migrating a shop of the previous release to the catalogue", () => {
  let app: App;
  let url: string;
  let cleanup: () => Promise<void>;

  before(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-catalogue-migration-"));
    const env: Record<string, string> = { PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "error", ENCRYPTION_KEY: KEY_HEX };
    let drop = async () => {};
    if (testDbKind() === "mariadb") {
      const scratch = await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL!);
      env.DATABASE_URL = scratch.database.url;
      drop = scratch.drop;
    }
    await fillAsPreviousRelease(loadConfig(env).database);
    // The app runs the remaining migrations on start, as an upgrade in production does.
    app = await createApp(loadConfig(env));
    url = await app.listen();
    cleanup = async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  after(() => cleanup?.());

  const client = () => new HttpClient(url);

  it("turns the seed's products into the two default products with their categories, prices and limits", async () => {
    const data = await client().ok(`{
      product { id name slug deliveryKind pricePerAccountCents minPurchaseQuantity maxPurchaseQuantity image category visibility availableStock }
      softwareProduct { id slug deliveryKind licenseDays category visibility }
      products { id }
      categories { name }
      siteSettings { siteName }
    }`);
    expect(data.product).to.deep.equal({
      id: "main_insta_product",
      name: "Aged Accounts",
      slug: "digital-accounts",
      deliveryKind: "STOCK",
      pricePerAccountCents: 45,
      minPurchaseQuantity: 5,
      maxPurchaseQuantity: 500,
      image: "https://img.example/a.png",
      category: "Digital Accounts",
      visibility: "listed",
      availableStock: 3,
    });
    expect(data.softwareProduct).to.deep.equal({
      id: "storytag_software",
      slug: "storytag",
      deliveryKind: "LICENSE",
      licenseDays: 30,
      category: "Software",
      visibility: "hidden",
    });
    // One listed product: the storefront stays the seed's one-product home page.
    expect(data.products).to.deep.equal([{ id: "main_insta_product" }]);
    expect(data.categories.map((c: { name: string }) => c.name).sort()).to.deep.equal(["Digital Accounts", "Software"]);
    expect(data.siteSettings).to.deep.equal({ siteName: "Old Shop" });
    const admin = signIn(app, client(), await createCustomer(app, { role: "admin" }));
    expect((await admin.ok(`{ siteSettings { totalAccountsSoldLifetime totalRevenueDisplayCents } }`)).siteSettings).to.deep.equal({
      totalAccountsSoldLifetime: 2,
      totalRevenueDisplayCents: 1590,
    });
    // The shop-wide "admins were told" flag became the account product's, so no second e-mail goes out.
    expect(await app.db.manager.getRepository(ProductStockAlert).findOneBy({ productId: "main_insta_product" })).to.not.equal(null);
  });

  it("keeps the orders, their delivered lines and the licence, and the stock becomes the account product's pool", async () => {
    const buyer = await app.db.manager.getRepository(Customer).findOneByOrFail({ id: CUSTOMER_ID });
    const me = signIn(app, client(), buyer);
    const { myOrders, myLicenses } = await me.ok(`{
      myOrders { total items { id productId productName quantity totalPriceCents orderType accounts { username password } } }
      myLicenses { licenseKey orderId }
    }`);
    expect(myOrders.total).to.equal(2);
    const accountOrder = myOrders.items.find((o: { id: string }) => o.id === ACCOUNT_ORDER_ID);
    expect(accountOrder).to.deep.include({
      productId: "main_insta_product",
      productName: "Aged Accounts",
      quantity: 2,
      totalPriceCents: 90,
      orderType: "account",
    });
    expect(accountOrder.accounts).to.deep.equal([
      { username: "old0", password: "pw0" },
      { username: "old1", password: "pw1" },
    ]);
    expect(myLicenses).to.deep.equal([{ licenseKey: "ABCD-EFGH-JKLM-NPQR", orderId: SOFTWARE_ORDER_ID }]);

    const bought = await me.ok(
      `mutation($key: String!) { purchase(productId: "main_insta_product", quantity: 5, idempotencyKey: $key) { __typename ... on ErrorResult { errorCode } ... on Purchase { order { accounts { username } } } } }`,
      { key: crypto.randomUUID() },
    );
    expect(bought.purchase.__typename).to.equal("NotEnoughStockError");
    const three = await me.ok(`mutation($key: String!) { purchase(productId: "main_insta_product", quantity: 5, idempotencyKey: $key) { __typename } }`, {
      key: "old-key-1",
    });
    // The old key was bound to quantity 2: a different request is refused, not replayed.
    expect(three.purchase.__typename).to.equal("IdempotencyKeyReusedError");
  });

  it("gives every product its default variant and every order its one line (the order model of issue 32), and the stock its variant", async () => {
    const variants = await app.db.manager.query("SELECT id, product_id, is_default, price_cents FROM product_variants ORDER BY id");
    expect(
      variants.map((v: { id: string; product_id: string; is_default: unknown; price_cents: unknown }) => [
        v.id,
        v.product_id,
        Number(v.is_default),
        v.price_cents,
      ]),
    ).to.deep.equal([
      ["main_insta_product", "main_insta_product", 1, null],
      ["storytag_software", "storytag_software", 1, null],
    ]);
    const pools = await app.db.manager.query("SELECT variant_id, COUNT(*) AS n FROM stock_accounts GROUP BY variant_id");
    expect(pools.map((p: { variant_id: string; n: unknown }) => [p.variant_id, Number(p.n)])).to.deep.equal([["main_insta_product", 5]]);
    const buyer = await app.db.manager.getRepository(Customer).findOneByOrFail({ id: CUSTOMER_ID });
    const { myOrders } = await signIn(app, client(), buyer).ok(
      `{ myOrders { items { id lines { variantId productName quantity unitPriceCents subtotalCents discountCents totalCents state licenseId accounts { username } } } } }`,
    );
    const lines = Object.fromEntries(myOrders.items.map((o: { id: string; lines: unknown[] }) => [o.id, o.lines]));
    expect(lines[ACCOUNT_ORDER_ID]).to.deep.equal([
      {
        variantId: "main_insta_product",
        productName: "Aged Accounts",
        quantity: 2,
        unitPriceCents: 45,
        subtotalCents: 90,
        discountCents: 0,
        totalCents: 90,
        state: "delivered",
        licenseId: null,
        accounts: [{ username: "old0" }, { username: "old1" }],
      },
    ]);
    expect(lines[SOFTWARE_ORDER_ID]).to.deep.equal([
      {
        variantId: "storytag_software",
        productName: "StoryTag",
        quantity: 1,
        unitPriceCents: 1500,
        subtotalCents: 1500,
        discountCents: 0,
        totalCents: 1500,
        state: "delivered",
        licenseId: LICENSE_ID,
        accounts: [],
      },
    ]);
  });
});
