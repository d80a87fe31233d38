import crypto from "node:crypto";
import type { RequestContext } from "../../context";
import { changeRows, selectRows, sqlDateTime } from "../../db/raw-sql";
import { requireAdmin } from "../auth";
import { License } from "./license.entity";
import { LicenseEvent, type LicenseEventActor, type LicenseEventKind } from "./license-event.entity";

/** How many events the admin's history shows per licence, newest first. */
export const LICENSE_HISTORY_LIMIT = 100;
const MAX_DETAIL_LENGTH = 255;

export interface LicenseEventRecord {
  licenseId: string;
  kind: LicenseEventKind;
  actor: LicenseEventActor;
  machineId?: string | null;
  detail?: string;
}

/** Writes one history row in the caller's transaction (hand-written: a machine's activation writes one). */
export async function recordLicenseEvent(tx: RequestContext, event: LicenseEventRecord, at: Date = tx.clock.now()): Promise<void> {
  await changeRows(tx.manager, "INSERT INTO license_events (id, license_id, kind, actor, machine_id, detail, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)", [
    crypto.randomUUID(),
    event.licenseId,
    event.kind,
    event.actor,
    event.machineId ?? null,
    (event.detail ?? "").slice(0, MAX_DETAIL_LENGTH),
    sqlDateTime(tx.db, at),
  ]);
}

/** How many events of one kind a licence had since an instant (the deactivation limit counts with it). */
export async function countLicenseEvents(
  tx: RequestContext,
  licenseId: string,
  kind: LicenseEventKind,
  actor: LicenseEventActor,
  since: Date,
): Promise<number> {
  const rows = await selectRows<{ n: number | string }>(
    tx.manager,
    "SELECT COUNT(*) AS n FROM license_events WHERE license_id = ? AND kind = ? AND actor = ? AND created_at > ?",
    [licenseId, kind, actor, sqlDateTime(tx.db, since)],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Admin: a licence's recent history, newest first; null when no licence has the key. */
export async function listLicenseEvents(ctx: RequestContext, licenseKey: string): Promise<LicenseEvent[] | null> {
  requireAdmin(ctx);
  const license = await ctx.manager.getRepository(License).findOne({ where: { licenseKey: licenseKey.trim() }, select: { id: true } });
  if (!license) return null;
  return ctx.manager.getRepository(LicenseEvent).find({
    where: { licenseId: license.id },
    order: { createdAt: "DESC" },
    take: LICENSE_HISTORY_LIMIT,
  });
}
