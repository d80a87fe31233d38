import type { RequestContext } from "../../context";
import { lockedForUpdate } from "../../db/dialect";
import { Payment } from "./payment.entity";

/**
 * The payment row, locked until the transaction ends on MySQL/MariaDB, so concurrent reports
 * about one payment are decided one after another. SQLite runs one writer at a time anyway.
 */
export async function lockPayment(tx: RequestContext, id: string): Promise<Payment | null> {
  const query = tx.manager.getRepository(Payment).createQueryBuilder("p").where("p.id = :id", { id });
  return lockedForUpdate(tx.db, query).getOne();
}
