/** What other domains use of the audit log: record an entry in their own transaction. */
export { recordAudit } from "./audit.service";
