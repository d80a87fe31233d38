/**
 * The storefront's catalogue query (the home page of a shop with 200 products, tiers on half of
 * them, 1,000 lines each, and 3 variants each: the default, one with its own price and one
 * inheriting the product's, written as saveProductVariant writes them) through storefrontProducts,
 * against a floor: the same three indexed queries in raw better-sqlite3 (tiers and the variants'
 * own lowest prices in one). Also counts the statements the catalogue costs (limit 3).
 *
 * Then the catalogue as the storefront asks for it over HTTP, `products { … variants { id name
 * priceCents } }` through GraphQL on a real server in this process, against a bare node:http
 * server answering the same JSON from three raw queries (the variants read in the tiers statement),
 * with the statements the GraphQL request costs (issue 32: still ≤ 3 SQL statements with 200 × 3).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import http from "node:http";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { RequestContext } from "../server/context";
import { seedCatalog } from "../server/modules/catalog/catalog.service";
import { defaultVariantOf, ProductVariant } from "../server/modules/catalog/product-variant.entity";
import { Category } from "../server/modules/catalog/category.entity";
import { PriceTier } from "../server/modules/catalog/price-tier.entity";
import { Product } from "../server/modules/catalog/product.entity";
import { storefrontProducts } from "../server/modules/catalog/product-views";
import { httpClient, measure, printCheck, printResult } from "./lib";

const PRODUCTS = Number(process.env.BENCH_STOREFRONT_PRODUCTS ?? 200);
const LINES = Number(process.env.BENCH_STOREFRONT_LINES ?? 1000);
/** Besides each product's default variant. */
const EXTRA_VARIANTS = 2;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-storefront-"));
const file = path.join(workDir, "bench.sqlite");
const config = {
  ...loadConfig({
    DATA_DIR: workDir,
    LOG_LEVEL: "error",
    ENCRYPTION_KEY: crypto.randomBytes(32).toString("hex"),
    HOST: "127.0.0.1",
    PORT: "0",
    NODE_ENV: "production",
    GRAPHQL_RATE_LIMIT_PER_IP: "0",
  }),
  database: { kind: "sqlite" as const, file },
};

const app = await createApp(config);
const url = await app.listen();
const db = app.db;
const ctx = RequestContext.system(app);
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

// The catalogue over HTTP, variants included: GraphQL against a bare server answering the same JSON.
const CATALOGUE = `{ products { id name slug pricePerAccountCents fromPriceCents category availableStock priceTiers { minQuantity unitPriceCents } variants { id name priceCents } } }`;
/** The tiers and the variants on sale of the listed products in one statement: what would fold the variants into the storefront's three. */
const tiersAndVariantsSql = (marks: string) =>
  `SELECT 't' AS kind, product_id, min_quantity AS k1, 0 AS k2, '' AS k3, unit_price_cents AS price, NULL AS id FROM product_price_tiers WHERE product_id IN (${marks})
   UNION ALL SELECT 'v', product_id, 1 - is_default, sort_order, name, price_cents, id FROM product_variants WHERE product_id IN (${marks}) AND archived_at IS NULL
   ORDER BY 1, 3, 4, 5`;
const floorCatalogue = () => {
  const rows = productsSql.all() as Array<{
    id: string;
    name: string;
    slug: string;
    price_per_account_cents: number;
    category_name: string | null;
    product_type: string;
  }>;
  const ids = rows.map((r) => r.id);
  const marks = ids.map(() => "?").join(",");
  const extras = raw.prepare(tiersAndVariantsSql(marks)).all(...ids, ...ids) as Array<{
    kind: string;
    product_id: string;
    k1: number;
    k3: string;
    price: number | null;
    id: string | null;
  }>;
  const counts = raw
    .prepare(`SELECT product_id, COUNT(*) AS n FROM stock_accounts WHERE product_id IN (${marks}) AND status = 'available' GROUP BY product_id`)
    .all(...ids) as Array<{ product_id: string; n: number }>;
  const stock = new Map(counts.map((c) => [c.product_id, c.n]));
  const byProduct = new Map(
    ids.map((id) => [
      id,
      { tiers: [] as Array<{ minQuantity: number; unitPriceCents: number }>, variants: [] as Array<{ id: string; name: string; priceCents: number }> },
    ]),
  );
  const priceOf = new Map(rows.map((r) => [r.id, r.price_per_account_cents]));
  for (const e of extras) {
    const entry = byProduct.get(e.product_id)!;
    if (e.kind === "t") entry.tiers.push({ minQuantity: e.k1, unitPriceCents: e.price! });
    else entry.variants.push({ id: e.id!, name: e.k3, priceCents: e.price ?? priceOf.get(e.product_id)! });
  }
  return {
    data: {
      products: rows.map((r) => {
        const { tiers, variants } = byProduct.get(r.id)!;
        return {
          id: r.id,
          name: r.name,
          slug: r.slug,
          pricePerAccountCents: r.price_per_account_cents,
          // Over every variant: the product's price and its tiers, and each variant's price (an inherited one is the product's).
          fromPriceCents: Math.min(r.price_per_account_cents, ...tiers.map((t) => t.unitPriceCents), ...variants.map((v) => v.priceCents)),
          category: r.category_name,
          availableStock: r.product_type === "account" ? (stock.get(r.id) ?? 0) : null,
          priceTiers: tiers,
          variants,
        };
      }),
    },
  };
};
const bare = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(floorCatalogue())));
});
await new Promise<void>((r) => bare.listen(0, "127.0.0.1", () => r()));
const client = httpClient(url);
const bareClient = httpClient(`http://127.0.0.1:${(bare.address() as { port: number }).port}`);
const graphql = () => client.gql<{ products: Array<{ id: string; variants: unknown[] }> }>(CATALOGUE);
const answered = await graphql();
const floorAnswer = JSON.parse((await bareClient.request("POST", "/graphql", { body: { query: CATALOGUE } })).body);
// The server's own pollers (webhook deliveries, Telegram alerts) run on timers beside a request:
// the fewest statements over a few requests are the request's own.
let graphqlStatements: string[] = [];
for (let i = 0; i < 8; i++) {
  statements.length = 0;
  await graphql();
  if (i === 0 || statements.length < graphqlStatements.length) graphqlStatements = [...statements];
}
const gqlFloor = await measure(() => bareClient.request("POST", "/graphql", { body: { query: CATALOGUE } }), { iterations: 30, warmup: 5 });
const gqlOurs = await measure(graphql, { iterations: 30, warmup: 5 });
client.close();
bareClient.close();
await new Promise((r) => bare.close(r));
raw.close();
await app.close();
fs.rmSync(workDir, { recursive: true, force: true });

console.log(`storefront of ${views.length} products (${PRODUCTS} + the seed's), ${LINES} lines each: ${counted} statements`);
printCheck(
  "catalogue lists every listed product with its stock",
  views.length === PRODUCTS + 1 && views.every((v) => v.availableStock === (v.product.id.startsWith("p-") ? LINES : 0)),
);
printCheck("catalogue query costs at most 3 SQL statements", counted <= 3, `${counted} statements`);
printResult({ name: `storefront with ${PRODUCTS} products (SQLite, p50)`, value: ours.p50, floor: floor.p50, unit: "ms", limit: 3 });

console.log(`GraphQL catalogue with variants, ${PRODUCTS} products × ${1 + EXTRA_VARIANTS} variants: ${graphqlStatements.length} statements:`);
for (const q of graphqlStatements) console.log(`  ${q.replace(/\s+/g, " ").slice(0, 140)}`);
printCheck(
  `GraphQL catalogue lists every product with its ${1 + EXTRA_VARIANTS} variants, as the floor does`,
  answered.products.length === PRODUCTS + 1 &&
    answered.products.every((p) => p.variants.length === (p.id.startsWith("p-") ? 1 + EXTRA_VARIANTS : 1)) &&
    JSON.stringify(answered) === JSON.stringify(floorAnswer.data),
);
printCheck(
  `GraphQL catalogue with variants (${PRODUCTS} × ${1 + EXTRA_VARIANTS}) costs at most 3 SQL statements`,
  graphqlStatements.length <= 3,
  `${graphqlStatements.length} statements`,
);
printResult({
  name: `storefront GraphQL with ${PRODUCTS} products × ${1 + EXTRA_VARIANTS} variants (SQLite, p50)`,
  value: gqlOurs.p50,
  floor: gqlFloor.p50,
  unit: "ms",
  limit: 3,
});
