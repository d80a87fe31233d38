import type { RequestContext } from "../../context";
import { isUniqueViolation } from "../../db/dialect";
import { InvoiceNumber } from "./invoice-number.entity";

/** An order's invoice number as printed: "2026-000042". */
export const formatInvoiceNumber = (n: Pick<InvoiceNumber, "year" | "seq">): string => `${n.year}-${String(n.seq).padStart(6, "0")}`;

/** The calendar year of `at` in `timeZone`. */
export function yearIn(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone, year: "numeric" }).format(at));
}

/** Two issues racing for one number: the loser tries again with the next, a few times at most. */
const ATTEMPTS = 20;

/**
 * The order's invoice number, given on its first issue: the next of the year (in the
 * shop's time zone). Each attempt reads the year's highest number and inserts the next; the
 * unique (year, seq) key refuses a number a concurrent issue took first, and the order's key a
 * second number for one order, so the loser reads again: numbers stay consecutive, without gaps
 * or doubles, on SQLite and MariaDB alike.
 */
export async function invoiceNumberOf(ctx: RequestContext, orderId: string, timeZone: string): Promise<InvoiceNumber> {
  const repo = ctx.manager.getRepository(InvoiceNumber);
  for (let attempt = 1; ; attempt++) {
    const existing = await repo.findOneBy({ orderId });
    if (existing) return existing;
    const issuedAt = ctx.clock.now();
    const year = yearIn(issuedAt, timeZone);
    const highest = await repo
      .createQueryBuilder("n")
      .select("MAX(n.seq)", "seq")
      .where("n.year = :year", { year })
      .getRawOne<{ seq: number | string | null }>();
    const next = Object.assign(new InvoiceNumber(), { orderId, year, seq: Number(highest?.seq ?? 0) + 1, issuedAt });
    try {
      await repo.insert(next);
      return next;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= ATTEMPTS) throw err;
    }
  }
}
