import type { RequestContext } from "../../context";
import { AuditEntry } from "./audit-entry.entity";

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId?: string | null;
  /** Never passwords, tokens or keys. */
  details?: Record<string, unknown>;
}

/** Writes the audit row in the caller's transaction, so it exists exactly when the change does. */
export async function recordAudit(ctx: RequestContext, record: AuditRecord): Promise<void> {
  await ctx.manager.getRepository(AuditEntry).insert({
    actorId: ctx.actor?.customer.id ?? null,
    actorEmail: ctx.actor?.customer.email ?? null,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId ?? null,
    details: record.details ? JSON.stringify(record.details) : null,
    createdAt: new Date(),
  });
}
