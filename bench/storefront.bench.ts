/**
 * The storefront's catalogue query (the home page of a shop with 200 products, tiers on half of
 * them, 1,000 lines each) through storefrontProducts, against a floor: the same three indexed
 * queries in raw better-sqlite3 (tiers and the variants' own lowest prices in one). Each product has 3 variants.
 * Also counts the statements the catalogue costs (limit 3).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { openDatabase } from "../server/app";
import { loadConfig } from "../server/config";
import { RequestContext } from "../server/context";
import { createInstance } from "../server/services";
import { seedCatalog } from "../server/modules/catalog/catalog.service";
import { defaultVariantOf, ProductVariant } from "../server/modules/catalog/product-variant.entity";
import { Category } from "../server/modules/catalog/category.entity";
import { PriceTier } from "../server/modules/catalog/price-tier.entity";
import { Product } from "../server/modules/catalog/product.entity";
import { storefrontProducts } from "../server/modules/catalog/product-views";
import { measure, printCheck, printResult } from "./lib";

const PRODUCTS = Number(process.env.BENCH_STOREFRONT_PRODUCTS ?? 200);
const LINES = Number(process.env.BENCH_STOREFRONT_LINES ?? 1000);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-storefront-"));
const file = path.join(workDir, "bench.sqlite");
const config = {
  ...loadConfig({ DATA_DIR: workDir, LOG_LEVEL: "error", ENCRYPTION_KEY: crypto.randomBytes(32).toString("hex") }),
  database: { kind: "sqlite" as const, file },
};

const db = await openDatabase(config);
const ctx = RequestContext.system(createInstance({ db, config }));
await seedCatalog(ctx);
await db.transaction(async (em) => {
  for (let c = 0; c < 10; c++) await em.getRepository(Category).insert({ id: `cat-${c}`, name: `Category ${c}`, sortOrder: c });
  for (let p = 0; p < PRODUCTS; p++) {
    await em.getRepository(Product).insert({
      id: `p-${p}`,
      productType: "account",
      name: `Product ${p}`,
      slug: `product-${p}`,
      description: "x".repeat(200),
      categoryId: `cat-${p % 10}`,
      pricePerAccountCents: 100 + p,
      minPurchaseQuantity: 1,
      maxPurchaseQuantity: null,
      image: null,
      visibility: "listed",
      sortOrder: p,
      licenseDays: 30,
      lowStockThreshold: null,
      archivedAt: null,
    });
    await em.getRepository(ProductVariant).insert(defaultVariantOf(`p-${p}`));
    // Issue 32: 200 products × 3 variants, one inheriting the product's price, one with its own.
    await em.getRepository(ProductVariant).insert([
      { id: `p-${p}-v1`, productId: `p-${p}`, name: "aged 2019", priceCents: 150 + p, licenseDays: null, sortOrder: 1, isDefault: false, archivedAt: null },
      { id: `p-${p}-v2`, productId: `p-${p}`, name: "fresh", priceCents: null, licenseDays: null, sortOrder: 2, isDefault: false, archivedAt: null },
    ]);
    if (p % 2 === 0)
      await em.getRepository(PriceTier).insert([
        { productId: `p-${p}`, minQuantity: 100, unitPriceCents: 90 },
        { productId: `p-${p}`, minQuantity: 1000, unitPriceCents: 80 },
      ]);
  }
});
const raw = new Sqlite(file);
const insert = raw.prepare(
  "INSERT INTO stock_accounts (username, password, email, email_password, status, product_id, variant_id) VALUES (?, 'x', ?, 'x', 'available', ?, ?)",
);
raw.transaction(() => {
  for (let i = 0; i < LINES; i++) for (let p = 0; p < PRODUCTS; p++) insert.run(`u${p}-${i}`, `u${p}-${i}@mail.test`, `p-${p}`, `p-${p}`);
})();

const statements: string[] = [];
(db.dataSource.subscribers as unknown as object[]).push({ beforeQuery: (e: { query: string }) => void statements.push(e.query) });
const views = await storefrontProducts(ctx, { sort: "featured" });
const counted = statements.length;

const productsSql = raw.prepare(
  "SELECT p.*, c.name AS category_name FROM products p LEFT JOIN categories c ON c.id = p.category_id WHERE p.visibility = 'listed' AND p.archived_at IS NULL ORDER BY p.sort_order, p.name",
);
const floorRun = () => {
  const rows = productsSql.all() as Array<{ id: string }>;
  const ids = rows.map((r) => r.id);
  const marks = ids.map(() => "?").join(",");
  raw
    .prepare(
      `SELECT product_id, min_quantity, unit_price_cents FROM product_price_tiers WHERE product_id IN (${marks}) UNION ALL ` +
        `SELECT product_id, NULL, MIN(price_cents) FROM product_variants WHERE product_id IN (${marks}) AND archived_at IS NULL AND price_cents IS NOT NULL GROUP BY product_id`,
    )
    .all(...ids, ...ids);
  raw.prepare(`SELECT product_id, COUNT(*) AS n FROM stock_accounts WHERE product_id IN (${marks}) AND status = 'available' GROUP BY product_id`).all(...ids);
};
const floor = await measure(floorRun, { iterations: 30, warmup: 5 });
const ours = await measure(() => storefrontProducts(ctx, { sort: "featured" }), { iterations: 30, warmup: 5 });
raw.close();
await db.close();
fs.rmSync(workDir, { recursive: true, force: true });

console.log(`storefront of ${views.length} products (${PRODUCTS} + the seed's), ${LINES} lines each: ${counted} statements`);
printCheck(
  "catalogue lists every listed product with its stock",
  views.length === PRODUCTS + 1 && views.every((v) => v.availableStock === (v.product.id.startsWith("p-") ? LINES : 0)),
);
printCheck("catalogue query costs at most 3 SQL statements", counted <= 3, `${counted} statements`);
printResult({ name: `storefront with ${PRODUCTS} products (SQLite, p50)`, value: ours.p50, floor: floor.p50, unit: "ms", limit: 3 });
