/** What other domains use of the balance: change it with a ledger row in their transaction, and read the ledger. */
export { LedgerEntry } from "./ledger-entry.entity";
export { InsufficientBalance, changeBalance } from "./ledger.service";
