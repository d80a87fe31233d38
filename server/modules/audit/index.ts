/** What other domains use of the audit log: write an entry in their own transaction. */
export { recordAudit } from "./audit.service";
