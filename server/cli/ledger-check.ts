/**
 * `npm run ledger:check`: proves every customer's balance equals the sum of their ledger rows, and
 * that every guest payment credited paid one delivered order of its amount (a guest has no balance).
 * Exits 0 when all agree, 1 listing each customer or payment that does not.
 */
import "reflect-metadata";
import { loadConfig } from "../config";
import { RequestContext } from "../context";
import { createInstance } from "../services";
import { createDataSource } from "../db/data-source";
import { entities } from "../entities";
import { SecretBox, loadOrCreateKeyFile } from "../db/secret-box";
import { Database } from "../db/transaction";
import { findLedgerMismatches } from "../modules/balance/ledger.service";
import { Customer } from "../modules/customers/customer.entity";
import { findGuestPaymentMismatches } from "../modules/orders/guest-payments-check";
import { counted } from "./counted";

const config = loadConfig();
const secrets = SecretBox.withKey(config.encryptionKey ?? loadOrCreateKeyFile(config.dataDir));
const dataSource = createDataSource(config.database, entities, { secrets });
await dataSource.initialize();
const db = new Database(dataSource, config.database.kind);
try {
  const customers = await db.manager.getRepository(Customer).count();
  const mismatches = await findLedgerMismatches(RequestContext.system(createInstance({ db, config })));
  if (mismatches.length === 0) {
    console.log(`ledger check passed: the balances of ${counted(customers, "customer")} equal the sum of their ledger rows`);
  } else {
    console.error(`ledger check FAILED: ${mismatches.length} of ${counted(customers, "customer balance")} differ from their ledger`);
    for (const m of mismatches) {
      console.error(
        `  ${m.customerId} ${m.email}: balance ${m.balanceCents} cents, ledger sum ${m.ledgerSumCents} cents (difference ${m.balanceCents - m.ledgerSumCents})`,
      );
    }
    process.exitCode = 1;
  }
  const guests = await findGuestPaymentMismatches(RequestContext.system(createInstance({ db, config })));
  if (guests.length === 0) {
    console.log("guest payments check passed: every credited guest payment paid one delivered order of its amount");
  } else {
    console.error(`guest payments check FAILED: ${counted(guests.length, "credited guest payment")} without a delivered order of their amount`);
    for (const g of guests) console.error(`  payment ${g.paymentId}: ${g.amountCents} cents, order ${g.orderCents ?? "none"}`);
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
