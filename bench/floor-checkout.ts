/**
 * The floor of the concurrent purchase and cart benches: the shop's checkout transaction as plain
 * SQL over the bare driver (mysql2 or better-sqlite3), with no GraphQL, session, ORM or framework.
 * It does what the shop's transaction does for an order of one or more lines, statement for
 * statement: lock the buyer, look the idempotency key up in orders and reservations, read the
 * variants with their products and tiers (one statement), take each line's oldest available stock
 * of its variant, insert the order, mark each line's stock sold, insert the order's lines (one
 * statement), debit the balance, write the ledger row, the sales tally, the audit row and the
 * order.completed outbox row. Without any of them the floor would be doing less than the
 * transaction it stands for.
 */
import crypto from "node:crypto";
import Sqlite from "better-sqlite3";
import mysql from "mysql2/promise";

export interface FloorLine {
  variantId: string;
  quantity: number;
}

export interface FloorStore {
  buy(customerId: string, lines: FloorLine[], key: string): Promise<void>;
  /** Transactions run again after a deadlock so far (MySQL/MariaDB). */
  retries(): number;
  close(): Promise<void>;
}

/** The shop's read of the variants (server/modules/catalog/variant-prices.ts); the guest floor reads them the same way. */
export const variantsSql = (n: number) =>
  `SELECT v.id AS variant_id, v.name AS variant_name, v.price_cents AS variant_price_cents, p.id, p.name, p.price_per_account_cents, t.min_quantity, t.unit_price_cents FROM product_variants v JOIN products p ON p.id = v.product_id LEFT JOIN product_price_tiers t ON t.variant_id = CASE WHEN v.price_cents IS NULL THEN p.id ELSE v.id END WHERE v.id IN (${marks(n)})`;
const REPLAY =
  "SELECT 'order' AS kind, id FROM orders WHERE customer_id = ? AND idempotency_key = ? UNION ALL SELECT 'pending' AS kind, id FROM pending_orders WHERE customer_id = ? AND idempotency_key = ?";
const INSERT_ORDER =
  "INSERT INTO orders (id, customer_id, product_id, product_name, quantity, total_price_cents, purchase_date, order_type, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'account', ?, ?)";
const LINE_COLUMNS =
  "id, order_id, line_no, product_id, variant_id, product_name, variant_name, order_type, quantity, unit_price_cents, subtotal_cents, discount_cents, total_cents, state, paid_at, delivered_at, created_at";
const insertLinesSql = (n: number) =>
  `INSERT INTO order_lines (${LINE_COLUMNS}) VALUES ${Array.from({ length: n }, () => "(?, ?, ?, ?, ?, ?, ?, 'account', ?, ?, ?, 0, ?, 'delivered', ?, ?, ?)").join(", ")}`;
const markSoldSql = (n: number) =>
  `UPDATE stock_accounts SET status = 'sold', sold_to = ?, order_id = ?, sold_at = ? WHERE id IN (${marks(n)}) AND status = 'available'`;
const LEDGER =
  "INSERT INTO balance_ledger (customer_id, amount_cents, balance_after_cents, kind, order_id, actor_id, created_at) VALUES (?, ?, ?, 'purchase', ?, ?, ?)";
const AUDIT =
  "INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, details, created_at) VALUES (?, ?, 'order.purchase', 'order', ?, ?, ?)";
// Marked fanned out at once: the floor sends nothing, and the shop started next must not send its receipts either.
const OUTBOX = "INSERT INTO notification_outbox (id, type, owner_id, payload, created_at, fanned_out_at) VALUES (?, 'order.completed', ?, ?, ?, ?)";

export function marks(n: number): string {
  return Array.from({ length: n }, () => "?").join(", ");
}

export interface VariantRow {
  variant_id: string;
  variant_name: string;
  variant_price_cents: number | string | null;
  id: string;
  name: string;
  price_per_account_cents: number | string;
  min_quantity: number | string | null;
  unit_price_cents: number | string | null;
}

export interface PricedFloorLine extends FloorLine {
  productId: string;
  productName: string;
  variantName: string;
  unitPriceCents: number;
  subtotalCents: number;
}

/** Each line's unit price: the variant's own, or the product's after its best volume tier. */
export function price(lines: FloorLine[], rows: VariantRow[]): PricedFloorLine[] {
  return lines.map((line) => {
    const mine = rows.filter((r) => r.variant_id === line.variantId);
    if (!mine.length) throw new Error(`floor: unknown variant ${line.variantId}`);
    const [v] = mine;
    let unit = Number(v.variant_price_cents ?? v.price_per_account_cents);
    let best = 0;
    for (const t of mine) {
      if (t.min_quantity != null && Number(t.min_quantity) <= line.quantity && Number(t.min_quantity) > best) {
        best = Number(t.min_quantity);
        unit = Number(t.unit_price_cents);
      }
    }
    return { ...line, productId: v.id, productName: v.name, variantName: v.variant_name ?? "", unitPriceCents: unit, subtotalCents: unit * line.quantity };
  });
}

/** The order row's summary, as the shop writes it: the first line's product, every line's name, all units. */
export function summary(priced: PricedFloorLine[]): { productId: string; productName: string; quantity: number; total: number } {
  const names = priced.map((l) => (l.variantName ? `${l.productName} (${l.variantName})` : l.productName));
  return {
    productId: priced[0].productId,
    productName: (priced.length === 1 ? priced[0].productName : names.join(", ")).slice(0, 255),
    quantity: priced.reduce((n, l) => n + l.quantity, 0),
    total: priced.reduce((n, l) => n + l.subtotalCents, 0),
  };
}

function auditDetails(priced: PricedFloorLine[], total: number): string {
  return JSON.stringify(
    priced.length === 1
      ? { productId: priced[0].productId, quantity: priced[0].quantity, subtotalCents: total, discountCents: 0, totalCents: total }
      : {
          lines: priced.map((l) => ({ variantId: l.variantId, quantity: l.quantity, subtotalCents: l.subtotalCents, discountCents: 0 })),
          subtotalCents: total,
          discountCents: 0,
          totalCents: total,
        },
  );
}

function lineValues(orderId: string, priced: PricedFloorLine[], now: unknown): unknown[] {
  return priced.flatMap((l, i) => [
    crypto.randomUUID(),
    orderId,
    i,
    l.productId,
    l.variantId,
    l.productName,
    l.variantName,
    l.quantity,
    l.unitPriceCents,
    l.subtotalCents,
    l.subtotalCents,
    now,
    now,
    now,
  ]);
}

export function mysqlFloor(url: string): FloorStore {
  // trace: false as the shop sets it (server/db/data-source.ts): no stack captured per query.
  const pool = mysql.createPool({ uri: url.replace(/^mariadb:/, "mysql:"), connectionLimit: 10, trace: false });
  let retried = 0;
  const once = async (customerId: string, lines: FloorLine[], key: string) => {
    const conn = await pool.getConnection();
    try {
      await conn.query("START TRANSACTION");
      const [[buyer]] = (await conn.query("SELECT id, email, role, balance_cents FROM customers WHERE id = ? FOR UPDATE", [customerId])) as unknown as [
        Array<{ email: string; balance_cents: string }>,
      ];
      const [earlier] = (await conn.query(REPLAY, [customerId, key, customerId, key])) as unknown as [unknown[]];
      if (earlier.length) return void (await conn.query("COMMIT"));
      const [rows] = (await conn.query(
        variantsSql(lines.length),
        lines.map((l) => l.variantId),
      )) as unknown as [VariantRow[]];
      const priced = price(lines, rows);
      const { productId, productName, quantity, total } = summary(priced);
      if (Number(buyer.balance_cents) < total) throw new Error("insufficient balance");
      const taken: number[][] = [];
      for (const line of priced) {
        const [stock] = (await conn.query(
          "SELECT id FROM stock_accounts WHERE variant_id = ? AND status = 'available' ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED",
          [line.variantId, line.quantity],
        )) as unknown as [Array<{ id: number }>];
        if (stock.length < line.quantity) throw new Error("not enough stock");
        taken.push(stock.map((s) => s.id));
      }
      const orderId = crypto.randomUUID();
      const now = new Date();
      await conn.query(INSERT_ORDER, [orderId, customerId, productId, productName, quantity, total, now, key, now]);
      for (const ids of taken) await conn.query(markSoldSql(ids.length), [customerId, orderId, now, ...ids]);
      await conn.query(insertLinesSql(priced.length), lineValues(orderId, priced, now));
      await conn.query("UPDATE customers SET balance_cents = balance_cents - ? WHERE id = ?", [total, customerId]);
      await conn.query(LEDGER, [customerId, -total, Number(buyer.balance_cents) - total, orderId, customerId, now]);
      await conn.query(
        "INSERT INTO sales_tallies (shard, accounts_sold, revenue_cents) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE accounts_sold = accounts_sold + VALUES(accounts_sold), revenue_cents = revenue_cents + VALUES(revenue_cents)",
        [Math.floor(Math.random() * 16), quantity, total],
      );
      await conn.query(AUDIT, [customerId, buyer.email, orderId, auditDetails(priced, total), now]);
      await conn.query(OUTBOX, [crypto.randomUUID(), customerId, JSON.stringify({ orderId, productName, quantity, totalCents: total }), now, now]);
      await conn.query("COMMIT");
    } catch (err) {
      await conn.query("ROLLBACK").catch(() => undefined);
      throw err;
    } finally {
      conn.release();
    }
  };
  return {
    // Retried on deadlock as the shop retries (server/db/transaction.ts): up to 24 attempts, exponential backoff capped at 250 ms.
    buy: async (customerId, lines, key) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(customerId, lines, key);
        } catch (err) {
          if ((err as { code?: string }).code !== "ER_LOCK_DEADLOCK" || attempt >= 24) throw err;
          retried++;
          const base = Math.min(250, 5 * 2 ** (attempt - 1));
          await new Promise((r) => setTimeout(r, base + Math.random() * base));
        }
      }
    },
    retries: () => retried,
    close: () => pool.end(),
  };
}

export function sqliteFloor(file: string): FloorStore {
  const db = new Sqlite(file);
  // The shop's own settings (server/db/data-source.ts): the same durability on both sides.
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  /** Statements whose text depends on a count, prepared once per count. */
  const prepared = new Map<string, Sqlite.Statement>();
  const byCount = (sql: string) => {
    let s = prepared.get(sql);
    if (!s) prepared.set(sql, (s = db.prepare(sql)));
    return s;
  };
  const buyer = db.prepare<[string], { email: string; balance_cents: number }>("SELECT id, email, role, balance_cents FROM customers WHERE id = ?");
  const earlier = db.prepare(REPLAY);
  const stock = db.prepare<[string, number], { id: number }>("SELECT id FROM stock_accounts WHERE variant_id = ? AND status = 'available' ORDER BY id LIMIT ?");
  const insertOrder = db.prepare(INSERT_ORDER);
  const debit = db.prepare("UPDATE customers SET balance_cents = balance_cents - ? WHERE id = ?");
  const ledger = db.prepare(LEDGER);
  const tally = db.prepare(
    "INSERT INTO sales_tallies (shard, accounts_sold, revenue_cents) VALUES (?, ?, ?) ON CONFLICT (shard) DO UPDATE SET accounts_sold = accounts_sold + excluded.accounts_sold, revenue_cents = revenue_cents + excluded.revenue_cents",
  );
  const audit = db.prepare(AUDIT);
  const outbox = db.prepare(OUTBOX);
  const buy = db.transaction((customerId: string, lines: FloorLine[], key: string) => {
    const { email, balance_cents: balance } = buyer.get(customerId)!;
    if (earlier.get(customerId, key, customerId, key)) return;
    const priced = price(lines, byCount(variantsSql(lines.length)).all(...lines.map((l) => l.variantId)) as VariantRow[]);
    const { productId, productName, quantity, total } = summary(priced);
    if (balance < total) throw new Error("insufficient balance");
    const taken = priced.map((line) => {
      const ids = stock.all(line.variantId, line.quantity).map((r) => r.id);
      if (ids.length < line.quantity) throw new Error("not enough stock");
      return ids;
    });
    const orderId = crypto.randomUUID();
    const now = new Date().toISOString().replace("T", " ").replace("Z", "");
    insertOrder.run(orderId, customerId, productId, productName, quantity, total, now, key, now);
    for (const ids of taken) byCount(markSoldSql(ids.length)).run(customerId, orderId, now, ...ids);
    byCount(insertLinesSql(priced.length)).run(...lineValues(orderId, priced, now));
    debit.run(total, customerId);
    ledger.run(customerId, -total, balance - total, orderId, customerId, now);
    tally.run(Math.floor(Math.random() * 16), quantity, total);
    audit.run(customerId, email, orderId, auditDetails(priced, total), now);
    outbox.run(crypto.randomUUID(), customerId, JSON.stringify({ orderId, productName, quantity, totalCents: total }), now, now);
  });
  return { buy: async (customerId, lines, key) => void buy.immediate(customerId, lines, key), retries: () => 0, close: async () => void db.close() };
}
