/**
 * `npm run ledger:check`: proves every customer's balance equals the sum of their ledger rows.
 * Exits 0 when all agree, 1 listing each customer that does not.
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

const config = loadConfig();
const secrets = SecretBox.withKey(config.encryptionKey ?? loadOrCreateKeyFile(config.dataDir));
const dataSource = createDataSource(config.database, entities, { secrets });
await dataSource.initialize();
const db = new Database(dataSource, config.database.kind);
try {
  const customers = await db.manager.getRepository(Customer).count();
  const mismatches = await findLedgerMismatches(RequestContext.system(createInstance({ db, config })));
  if (mismatches.length === 0) {
    console.log(`ledger check passed: ${customers} customer balance(s) equal the sum of their ledger rows`);
  } else {
    console.error(`ledger check FAILED: ${mismatches.length} of ${customers} customer balance(s) differ from their ledger`);
    for (const m of mismatches) {
      console.error(
        `  ${m.customerId} ${m.email}: balance ${m.balanceCents} cents, ledger sum ${m.ledgerSumCents} cents (difference ${m.balanceCents - m.ledgerSumCents})`,
      );
    }
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
