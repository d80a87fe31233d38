import type { RequestContext } from "../../context";
import { AuditEntry } from "./audit-entry.entity";
import { requireAdmin } from "../auth/require-admin";

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
