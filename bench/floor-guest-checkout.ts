/**
 * The floor of the guest-checkout bench: a guest's order from its hold to its receipt as plain SQL
 * over the bare driver (mysql2 or better-sqlite3), with no GraphQL, ORM, provider path or
 * notification fan-out, writing the rows the shop writes. Two transactions, as the buyer's two
 * steps are two requests:
 *
 * - hold: look the e-mail's key up in orders and reservations, read the variants with their
 *   products and tiers (one statement), take each line's oldest available stock of its variant,
 *   hold every line's stock in one UPDATE, insert the payment (with the provider's reference and
 *   page already on it), the reservation, its lines (one statement), the order's access (number,
 *   token hash) and the audit row;
 * - the provider's paid notification: lock the payment, write its event row, mark it paid and
 *   credited, find and complete the reservation, insert the order, mark its held stock sold and
 *   its lines delivered, the sales tally, the audit row, the order.completed outbox row (marked
 *   fanned out) and the guest's receipt in the e-mail outbox.
 */
import crypto from "node:crypto";
import Sqlite from "better-sqlite3";
import mysql from "mysql2/promise";
import { marks, price, summary, variantsSql, type FloorLine, type PricedFloorLine, type VariantRow } from "./floor-checkout";

/** A cart line, as the member's floor takes it. */
export type GuestFloorLine = FloorLine;

export interface GuestFloorHold {
  orderId: string;
  paymentId: string;
}

export interface GuestFloorStore {
  /** The hold: the reservation of the lines and its open payment. */
  hold(email: string, lines: GuestFloorLine[], key: string, address: string): Promise<GuestFloorHold>;
  /** The provider's paid notification: the payment credited, the order delivered, the receipt queued. */
  paid(paymentId: string, sourceIp: string): Promise<void>;
  /** Statements run so far, BEGIN and COMMIT included. */
  statements(): number;
  close(): Promise<void>;
}

const REPLAY =
  "SELECT 'order' AS kind, id FROM orders WHERE guest_email = ? AND idempotency_key = ? UNION ALL SELECT 'pending' AS kind, id FROM pending_orders WHERE guest_email = ? AND idempotency_key = ?";
const holdSql = (n: number) => `UPDATE stock_accounts SET status = 'reserved', order_id = ? WHERE id IN (${marks(n)}) AND status = 'available'`;
const INSERT_PAYMENT =
  "INSERT INTO payments (id, customer_id, provider, provider_invoice_id, amount_cents, currency, status, provider_status, is_final, payment_url, credited_at, created_at, updated_at) VALUES (?, NULL, 'sandbox', ?, ?, 'USD', 'pending', 'check', 0, ?, NULL, ?, ?)";
const INSERT_PENDING =
  "INSERT INTO pending_orders (id, customer_id, guest_email, product_id, product_name, order_type, quantity, subtotal_cents, discount_cents, total_price_cents, coupon_id, coupon_code, idempotency_key, payment_id, status, expires_at, closed_at, close_reason, client_address, created_at) VALUES (?, NULL, ?, ?, ?, 'account', ?, ?, 0, ?, NULL, NULL, ?, ?, 'reserved', ?, NULL, NULL, ?, ?)";
const LINE_COLUMNS =
  "id, order_id, line_no, product_id, variant_id, product_name, variant_name, order_type, quantity, unit_price_cents, subtotal_cents, discount_cents, total_cents, license_id, state, held_at, paid_at, delivered_at, closed_at, created_at";
const insertLinesSql = (n: number) =>
  `INSERT INTO order_lines (${LINE_COLUMNS}) VALUES ${Array.from({ length: n }, () => "(?, ?, ?, ?, ?, ?, ?, 'account', ?, ?, ?, 0, ?, NULL, 'held', ?, NULL, NULL, NULL, ?)").join(", ")}`;
const INSERT_ACCESS = "INSERT INTO order_access (order_id, number, email, token_hash, password_hash, language, created_at) VALUES (?, ?, ?, ?, NULL, 'en', ?)";
const AUDIT = "INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, details, created_at) VALUES (NULL, ?, ?, 'order', ?, ?, ?)";

const PAYMENT = "SELECT id, status, amount_cents, credited_at FROM payments WHERE id = ?";
const PAYMENT_EVENT =
  "INSERT INTO payment_events (payment_id, source, provider_status, is_final, source_ip, outcome, payload, created_at) VALUES (?, 'sandbox', 'paid', 1, ?, 'credited', ?, ?)";
const MARK_PAID =
  "UPDATE payments SET status = 'paid', provider_status = 'paid', is_final = 1, credited_at = ?, updated_at = ? WHERE id = ? AND credited_at IS NULL";
const PENDING = "SELECT id, guest_email, product_id, product_name, quantity, total_price_cents, idempotency_key FROM pending_orders WHERE payment_id = ?";
const COMPLETE = "UPDATE pending_orders SET status = 'completed', closed_at = ? WHERE id = ? AND status = 'reserved'";
const INSERT_ORDER =
  "INSERT INTO orders (id, customer_id, guest_email, product_id, product_name, quantity, total_price_cents, purchase_date, order_type, license_id, idempotency_key) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, 'account', NULL, ?)";
const MARK_SOLD = "UPDATE stock_accounts SET status = 'sold', sold_to = NULL, sold_at = ? WHERE order_id = ? AND status = 'reserved'";
const DELIVER_LINES = "UPDATE order_lines SET state = 'delivered', paid_at = ?, delivered_at = ? WHERE order_id = ? AND state = 'held'";
const OUTBOX = "INSERT INTO notification_outbox (id, type, owner_id, payload, created_at, fanned_out_at) VALUES (?, 'order.completed', NULL, ?, ?, ?)";
const RECEIPT =
  "INSERT INTO email_outbox (to_address, subject, body_text, status, error, created_at, sent_at, attempts, next_attempt_at) VALUES (?, ?, ?, 'outbox', NULL, ?, NULL, 0, NULL)";
const TALLY_SQLITE =
  "INSERT INTO sales_tallies (shard, accounts_sold, revenue_cents) VALUES (?, ?, ?) ON CONFLICT (shard) DO UPDATE SET accounts_sold = accounts_sold + excluded.accounts_sold, revenue_cents = revenue_cents + excluded.revenue_cents";
const TALLY_MYSQL =
  "INSERT INTO sales_tallies (shard, accounts_sold, revenue_cents) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE accounts_sold = accounts_sold + VALUES(accounts_sold), revenue_cents = revenue_cents + VALUES(revenue_cents)";

interface PendingRow {
  id: string;
  guest_email: string;
  product_id: string;
  product_name: string;
  quantity: number | string;
  total_price_cents: number | string;
  idempotency_key: string;
}

/** What the hold writes, computed once the lines are priced: the statements' parameters in order. */
function holdRows(email: string, priced: PricedFloorLine[], key: string, address: string, now: unknown, expires: unknown) {
  const orderId = crypto.randomUUID();
  const paymentId = crypto.randomUUID();
  const { productName, quantity, total } = summary(priced);
  const number = crypto.randomBytes(8).toString("hex").slice(0, 10).toUpperCase();
  return {
    orderId,
    paymentId,
    payment: [paymentId, crypto.randomUUID(), total, `http://127.0.0.1/sandbox/checkout/${paymentId}?return=%2Forders%2F${orderId}`, now, now],
    pending: [orderId, email, priced[0].productId, productName, quantity, total, total, key, paymentId, expires, address, now],
    lines: priced.flatMap((l, i) => [
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
    ]),
    access: [orderId, number, email, crypto.createHash("sha256").update(crypto.randomBytes(32)).digest("base64url"), now],
    audit: [
      email,
      "order.reserve",
      orderId,
      JSON.stringify({
        lines: priced.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
        guest: email,
        subtotalCents: total,
        discountCents: 0,
        totalCents: total,
        coupon: null,
        paymentId,
        paymentCents: total,
      }),
      now,
    ],
  };
}

/** What the paid notification writes after the payment and its reservation are read. */
function paidRows(pending: PendingRow, paymentId: string, sourceIp: string, now: unknown) {
  const total = Number(pending.total_price_cents);
  const quantity = Number(pending.quantity);
  const payload = JSON.stringify({
    orderId: pending.id,
    productName: pending.product_name,
    quantity,
    totalCents: total,
    guest: true,
    email: pending.guest_email,
  });
  const link = `http://127.0.0.1/orders/${pending.id}?token=${crypto.createHmac("sha256", "floor").update(pending.id).digest("base64url")}`;
  return {
    event: [paymentId, sourceIp, JSON.stringify({ order_id: paymentId, status: "paid" }), now],
    order: [pending.id, pending.guest_email, pending.product_id, pending.product_name, quantity, total, now, pending.idempotency_key],
    tally: [Math.floor(Math.random() * 16), quantity, total],
    audit: [pending.guest_email, "order.purchase", pending.id, JSON.stringify({ totalCents: total }), now],
    outbox: [crypto.randomUUID(), payload, now, now],
    receipt: [
      pending.guest_email,
      `Your order ${pending.id}`,
      `Hello,\n\nYour order ${pending.product_name} × ${quantity} is ready.\nOpen the order: ${link}\n\nBIA`,
      now,
    ],
  };
}

export function mysqlGuestFloor(url: string): GuestFloorStore {
  // trace: false as the shop sets it (server/db/data-source.ts): no stack captured per query.
  const pool = mysql.createPool({ uri: url.replace(/^mariadb:/, "mysql:"), connectionLimit: 10, trace: false });
  let count = 0;
  const q = (conn: mysql.PoolConnection, sql: string, params?: unknown[]) => {
    count++;
    return conn.query(sql, params);
  };
  const inTransaction = async <T>(work: (conn: mysql.PoolConnection) => Promise<T>): Promise<T> => {
    const conn = await pool.getConnection();
    try {
      await q(conn, "START TRANSACTION");
      const result = await work(conn);
      await q(conn, "COMMIT");
      return result;
    } catch (err) {
      await q(conn, "ROLLBACK").catch(() => undefined);
      throw err;
    } finally {
      conn.release();
    }
  };
  const rows = async <R>(conn: mysql.PoolConnection, sql: string, params: unknown[]) => ((await q(conn, sql, params)) as unknown as [R[]])[0];
  return {
    hold: (email, lines, key, address) =>
      inTransaction(async (conn) => {
        if ((await rows(conn, REPLAY, [email, key, email, key])).length) throw new Error("floor: key used");
        const priced = price(
          lines,
          await rows<VariantRow>(
            conn,
            variantsSql(lines.length),
            lines.map((l) => l.variantId),
          ),
        );
        const stockIds: number[] = [];
        for (const line of priced) {
          const ids = await rows<{ id: number }>(
            conn,
            "SELECT id FROM stock_accounts WHERE variant_id = ? AND status = 'available' ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED",
            [line.variantId, line.quantity],
          );
          if (ids.length < line.quantity) throw new Error("floor: not enough stock");
          stockIds.push(...ids.map((r) => r.id));
        }
        const now = new Date();
        const w = holdRows(email, priced, key, address, now, new Date(now.getTime() + 15 * 60_000));
        await q(conn, holdSql(stockIds.length), [w.orderId, ...stockIds]);
        await q(conn, INSERT_PAYMENT, w.payment);
        await q(conn, INSERT_PENDING, w.pending);
        await q(conn, insertLinesSql(priced.length), w.lines);
        await q(conn, INSERT_ACCESS, w.access);
        await q(conn, AUDIT, w.audit);
        return { orderId: w.orderId, paymentId: w.paymentId };
      }),
    paid: (paymentId, sourceIp) =>
      inTransaction(async (conn) => {
        const [payment] = await rows<{ status: string }>(conn, `${PAYMENT} FOR UPDATE`, [paymentId]);
        if (payment?.status !== "pending") throw new Error("floor: no pending payment");
        const now = new Date();
        const [pending] = await rows<PendingRow>(conn, PENDING, [paymentId]);
        const w = paidRows(pending, paymentId, sourceIp, now);
        await q(conn, PAYMENT_EVENT, w.event);
        await q(conn, MARK_PAID, [now, now, paymentId]);
        await q(conn, COMPLETE, [now, pending.id]);
        await q(conn, INSERT_ORDER, w.order);
        await q(conn, MARK_SOLD, [now, pending.id]);
        await q(conn, DELIVER_LINES, [now, now, pending.id]);
        await q(conn, TALLY_MYSQL, w.tally);
        await q(conn, AUDIT, w.audit);
        await q(conn, OUTBOX, w.outbox);
        await q(conn, RECEIPT, w.receipt);
      }),
    statements: () => count,
    close: () => pool.end(),
  };
}

export function sqliteGuestFloor(file: string): GuestFloorStore {
  const db = new Sqlite(file);
  // The shop's own settings (server/db/data-source.ts): the same durability on both sides.
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  const prepared = new Map<string, Sqlite.Statement>();
  let count = 0;
  const st = (sql: string) => {
    count++;
    let s = prepared.get(sql);
    if (!s) prepared.set(sql, (s = db.prepare(sql)));
    return s;
  };
  const stamp = (d: Date) => d.toISOString().slice(0, 23).replace("T", " ");
  const hold = db.transaction((email: string, lines: GuestFloorLine[], key: string, address: string): GuestFloorHold => {
    if (st(REPLAY).get(email, key, email, key)) throw new Error("floor: key used");
    const priced = price(lines, st(variantsSql(lines.length)).all(...lines.map((l) => l.variantId)) as VariantRow[]);
    const stockIds: number[] = [];
    for (const line of priced) {
      const ids = st("SELECT id FROM stock_accounts WHERE variant_id = ? AND status = 'available' ORDER BY id LIMIT ?").all(
        line.variantId,
        line.quantity,
      ) as Array<{
        id: number;
      }>;
      if (ids.length < line.quantity) throw new Error("floor: not enough stock");
      stockIds.push(...ids.map((r) => r.id));
    }
    const date = new Date();
    const w = holdRows(email, priced, key, address, stamp(date), stamp(new Date(date.getTime() + 15 * 60_000)));
    st(holdSql(stockIds.length)).run(w.orderId, ...stockIds);
    st(INSERT_PAYMENT).run(...w.payment);
    st(INSERT_PENDING).run(...w.pending);
    st(insertLinesSql(priced.length)).run(...w.lines);
    st(INSERT_ACCESS).run(...w.access);
    st(AUDIT).run(...w.audit);
    return { orderId: w.orderId, paymentId: w.paymentId };
  });
  const paid = db.transaction((paymentId: string, sourceIp: string) => {
    const payment = st(PAYMENT).get(paymentId) as { status: string } | undefined;
    if (payment?.status !== "pending") throw new Error("floor: no pending payment");
    const now = stamp(new Date());
    const pending = st(PENDING).get(paymentId) as PendingRow;
    const w = paidRows(pending, paymentId, sourceIp, now);
    st(PAYMENT_EVENT).run(...w.event);
    st(MARK_PAID).run(now, now, paymentId);
    st(COMPLETE).run(now, pending.id);
    st(INSERT_ORDER).run(...w.order);
    st(MARK_SOLD).run(now, pending.id);
    st(DELIVER_LINES).run(now, now, pending.id);
    st(TALLY_SQLITE).run(...w.tally);
    st(AUDIT).run(...w.audit);
    st(OUTBOX).run(...w.outbox);
    st(RECEIPT).run(...w.receipt);
  });
  return {
    // BEGIN IMMEDIATE and COMMIT around each.
    hold: async (email, lines, key, address) => ((count += 2), hold.immediate(email, lines, key, address)),
    paid: async (paymentId, sourceIp) => void ((count += 2), paid.immediate(paymentId, sourceIp)),
    statements: () => count,
    close: async () => void db.close(),
  };
}
