import type { RequestContext } from "../../context";
import { sqlDateTime } from "../../db/raw-sql";
import { AuditEntry } from "./audit-entry.entity";
import { requireAdmin } from "../auth";

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId?: string | null;
  /** Never passwords, tokens or keys. */
  details?: Record<string, unknown>;
}

/** Writes the audit row in the caller's transaction, so it exists exactly when the change does. */
export async function recordAudit(ctx: RequestContext, record: AuditRecord): Promise<void> {
  // Hand-written (see server/db/raw-sql.ts): every purchase writes one.
  await ctx.manager.query("INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, details, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)", [
    ctx.actor?.customer.id ?? null,
    ctx.actor?.customer.email ?? null,
    record.action,
    record.entityType,
    record.entityId ?? null,
    record.details ? JSON.stringify(record.details) : null,
    sqlDateTime(ctx.db, ctx.clock.now()),
  ]);
}

/** The audit log, newest first, with the total for pagination. */
export async function listAuditLog(ctx: RequestContext, page: { limit: number; offset: number }): Promise<{ items: AuditEntry[]; total: number }> {
  requireAdmin(ctx);
  const [items, total] = await ctx.manager.getRepository(AuditEntry).findAndCount({
    order: { id: "DESC" },
    take: Math.min(Math.max(1, Math.floor(page.limit)), 200),
    skip: Math.max(0, Math.floor(page.offset)),
  });
  return { items, total };
}
