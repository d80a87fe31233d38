import crypto from "node:crypto";
import type { RequestContext } from "../../context";
import { changeRows, forUpdate, selectRows, sqlDateTime } from "../../db/raw-sql";
import { recordNotification } from "../notifications";
import {
  checkedLicenseOf,
  isDead,
  latest,
  ownCode,
  parseStoredDate,
  type CheckedLicense,
  type LicenseLookupRow,
  type SeatVerdict,
} from "./license-check-answer";
import type { LastUsedRecorder } from "./last-used-recorder";
import { recordLicenseEvent } from "./license-history";

/** A machine as a check names it: the fingerprint, and what the buyer's machine list shows of it. */
export interface MachineClaim {
  fingerprint: string;
  name: string;
  platform: string;
  hostname: string;
}

export const MAX_FINGERPRINT_LENGTH = 255;
export const MAX_MACHINE_NAME_LENGTH = 255;
export const MAX_PLATFORM_LENGTH = 64;
export const MAX_HOSTNAME_LENGTH = 255;

/** The optional machine fields of a check, their lengths checked before anything else reads them. */
const MACHINE_FIELDS = [
  ["fingerprint", MAX_FINGERPRINT_LENGTH],
  ["name", MAX_MACHINE_NAME_LENGTH],
  ["platform", MAX_PLATFORM_LENGTH],
  ["hostname", MAX_HOSTNAME_LENGTH],
] as const;

/** The machine a check names (REST body or GraphQL arguments), undefined when it sends no fingerprint, or why its fields are refused. */
export function machineClaimOf(fields: Record<string, unknown>): MachineClaim | undefined | { refused: string } {
  for (const [field, max] of MACHINE_FIELDS) {
    const value = fields[field];
    if (value !== undefined && value !== null && (typeof value !== "string" || value.length > max))
      return { refused: `The ${field} must be text of at most ${max} characters.` };
  }
  if (fields.fingerprint === undefined || fields.fingerprint === null) return undefined;
  const fingerprint = (fields.fingerprint as string).trim();
  if (!fingerprint) return { refused: "The fingerprint must not be empty." };
  const text = (field: string) => (typeof fields[field] === "string" ? (fields[field] as string).trim() : "");
  return { fingerprint, name: text("name"), platform: text("platform"), hostname: text("hostname") };
}

/** The licence and, when it is activated there, the machine: one indexed SELECT, the hot path of a machine's check. */
const LOOKUP_WITH_MACHINE_SQL =
  "SELECT l.id, l.status, l.expires_at, l.max_machines, l.heartbeat_seconds, l.grace_days, l.entitlements, l.customer_id, l.software_name, m.id AS machine_id, m.last_seen_at AS machine_last_seen_at FROM licenses l LEFT JOIN license_machines m ON m.license_id = l.id AND m.fingerprint = ? WHERE l.license_key = ?";

type MachineLookupRow = LicenseLookupRow & {
  customer_id: string | null;
  software_name: string;
  machine_id: string | null;
  machine_last_seen_at: Date | string | null;
};

/**
 * A check with a fingerprint: the licence, and for one with seats the machine's seat. An
 * activated machine that is alive costs the one SELECT: its last-seen instant is recorded in
 * memory and written in batches (`lastSeen`). A new machine takes a seat in a transaction that
 * locks the licence row (FOR UPDATE on MariaDB; SQLite's transactions run one at a time), so
 * concurrent first checks activate exactly as many machines as there are seats. A machine silent
 * longer than the heartbeat holds no seat: its check answers HEARTBEAT_DEAD and removes it, so
 * its next check activates it again if a seat is free.
 */
export async function checkMachine(
  ctx: RequestContext,
  licenseKey: string,
  machine: MachineClaim,
  now: Date,
  lastSeen: LastUsedRecorder,
): Promise<{ license: CheckedLicense | null; seat: SeatVerdict | undefined }> {
  // The driver's fastest path outside a transaction, as findForCheck (license-check.service.ts).
  const params = [machine.fingerprint, licenseKey];
  const row = ctx.inTransaction
    ? (await selectRows<MachineLookupRow>(ctx.manager, LOOKUP_WITH_MACHINE_SQL, params))[0]
    : await ctx.db.firstRow<MachineLookupRow>(LOOKUP_WITH_MACHINE_SQL, params);
  if (!row) return { license: null, seat: undefined };
  const license = checkedLicenseOf(row);
  const own = ownCode(license, now);
  if (license.maxMachines === null || (own !== "VALID" && own !== "GRACE_PERIOD")) return { license, seat: undefined };
  if (row.machine_id) {
    const seen = latest(parseDate(row.machine_last_seen_at), lastSeen.pendingFor(row.machine_id));
    if (isDead(license, seen, now)) {
      const machineId = row.machine_id;
      await ctx.transaction(async (tx) => {
        // Another check of the same dead machine may have removed it first: only the one that did records it.
        if ((await changeRows(tx.manager, "DELETE FROM license_machines WHERE id = ?", [machineId])) === 0) return;
        await recordLicenseEvent(tx, { licenseId: license.id, kind: "heartbeat_dead", actor: "system", machineId, detail: machine.name }, now);
      });
      return { license, seat: "HEARTBEAT_DEAD" };
    }
    lastSeen.record(row.machine_id, now);
    return { license, seat: "held" };
  }
  return { license, seat: await activate(ctx, row, license, machine, now, lastSeen) };
}

async function activate(
  ctx: RequestContext,
  row: MachineLookupRow,
  license: CheckedLicense,
  machine: MachineClaim,
  now: Date,
  lastSeen: LastUsedRecorder,
): Promise<SeatVerdict> {
  return ctx.transaction(async (tx) => {
    await selectRows(tx.manager, `SELECT id FROM licenses WHERE id = ?${forUpdate(tx.db)}`, [license.id]);
    const machines = await selectRows<{ id: string; fingerprint: string; last_seen_at: Date | string }>(
      tx.manager,
      "SELECT id, fingerprint, last_seen_at FROM license_machines WHERE license_id = ?",
      [license.id],
    );
    // Another check from the same machine activated it meanwhile.
    if (machines.some((m) => m.fingerprint === machine.fingerprint)) return "held";
    const alive = machines.filter((m) => !isDead(license, latest(parseDate(m.last_seen_at), lastSeen.pendingFor(m.id)), now)).length;
    if (alive >= license.maxMachines!) return "TOO_MANY_MACHINES";
    const id = crypto.randomUUID();
    const at = sqlDateTime(tx.db, now);
    await changeRows(
      tx.manager,
      "INSERT INTO license_machines (id, license_id, fingerprint, name, platform, hostname, activated_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      [id, license.id, machine.fingerprint, machine.name, machine.platform, machine.hostname, at, at],
    );
    await recordLicenseEvent(tx, { licenseId: license.id, kind: "machine_activated", actor: "system", machineId: id, detail: machine.name }, now);
    await recordNotification(tx, {
      type: "license.activated",
      ownerId: row.customer_id,
      data: {
        licenseId: license.id,
        softwareName: row.software_name,
        machineId: id,
        machineName: machine.name,
        platform: machine.platform,
        activatedAt: now.toISOString(),
        seats: license.maxMachines!,
        activeMachines: alive + 1,
      },
    });
    return "held";
  });
}

export function parseDate(value: Date | string | null): Date {
  return value === null ? new Date(0) : parseStoredDate(value);
}
