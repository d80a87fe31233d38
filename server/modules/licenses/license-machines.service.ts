import { In } from "typeorm";
import type { RequestContext } from "../../context";
import { badField, DomainError, notFound } from "../../errors";
import { changeRows, forUpdate, placeholders, selectRows } from "../../db/raw-sql";
import { requireActor, requireAdmin } from "../auth";
import { recordAudit } from "../audit";
import { MAX_SEATS } from "../catalog";
import { type MachineDeactivationReason, recordNotification } from "../notifications";
import { adminAction, failed, type LicenseActionResult } from "./license-admin-action";
import { countLicenseEvents, recordLicenseEvent } from "./license-history";
import { LicenseMachine } from "./license-machine.entity";
import { License } from "./license.entity";
import type { LastUsedRecorder } from "./last-used-recorder";
import { latest } from "./license-check-answer";
import { isHolder } from "./my-license";

/**
 * How many machines the buyer may deactivate per licence in DEACTIVATION_PERIOD_HOURS: enough to
 * move to a new computer or two, too few to share one key by rotating it between several
 * (deactivate, activate elsewhere, repeat). Admin resets and heartbeat deaths do not count.
 */
export const MAX_DEACTIVATIONS_PER_PERIOD = 3;
export const DEACTIVATION_PERIOD_HOURS = 24;

/** Each licence's machines, first activated first (one query for a page of licences). */
export async function machinesOfLicenses(ctx: RequestContext, licenseIds: readonly string[]): Promise<Map<string, LicenseMachine[]>> {
  const byLicense = new Map<string, LicenseMachine[]>(licenseIds.map((id) => [id, []]));
  if (licenseIds.length === 0) return byLicense;
  const rows = await ctx.manager.getRepository(LicenseMachine).find({ where: { licenseId: In([...licenseIds]) }, order: { activatedAt: "ASC", id: "ASC" } });
  for (const row of rows) byLicense.get(row.licenseId)?.push(row);
  return byLicense;
}

/** The licence row locked for a change of its machines (the seat count of concurrent checks waits for it). */
async function lockLicense(tx: RequestContext, licenseKey: string): Promise<License | null> {
  const found = await selectRows<{ id: string }>(tx.manager, `SELECT id FROM licenses WHERE license_key = ?${forUpdate(tx.db)}`, [licenseKey.trim()]);
  return found[0] ? tx.manager.getRepository(License).findOneBy({ id: found[0].id }) : null;
}

/** Removes machines and tells who listens: one history row and one `license.machine_deactivated` per machine. */
async function removeMachines(
  tx: RequestContext,
  license: License,
  machines: LicenseMachine[],
  reason: MachineDeactivationReason,
  activeAfter: number,
): Promise<void> {
  if (!machines.length) return;
  const now = tx.clock.now();
  await changeRows(
    tx.manager,
    `DELETE FROM license_machines WHERE id IN (${placeholders(machines.length)})`,
    machines.map((m) => m.id),
  );
  for (const machine of machines) {
    await recordLicenseEvent(tx, {
      licenseId: license.id,
      kind: "machine_deactivated",
      actor: reason === "customer" ? "customer" : "admin",
      machineId: machine.id,
      detail: machine.name,
    });
    await recordNotification(tx, {
      type: "license.machine_deactivated",
      ownerId: license.customerId,
      data: {
        licenseId: license.id,
        softwareName: license.softwareName,
        machineId: machine.id,
        machineName: machine.name,
        platform: machine.platform,
        deactivatedAt: now.toISOString(),
        reason,
        seats: license.maxMachines,
        activeMachines: activeAfter,
      },
    });
  }
}

/**
 * The owner frees one machine's seat, so another fingerprint can activate. Another buyer's licence
 * answers as a missing one (no probing of keys). At most MAX_DEACTIVATIONS_PER_PERIOD per licence
 * in DEACTIVATION_PERIOD_HOURS, counted from the history under the licence's row lock, so two
 * concurrent requests cannot both take the last one.
 */
export async function deactivateMyMachine(ctx: RequestContext, licenseKey: string, machineId: string): Promise<LicenseMachine[]> {
  const { customer } = requireActor(ctx, "SESSION");
  return ctx.transaction(async (tx) => {
    const license = await lockLicense(tx, licenseKey);
    if (!license || !isHolder(license, customer)) throw notFound("License not found.");
    const machines = await tx.manager.getRepository(LicenseMachine).find({ where: { licenseId: license.id }, order: { activatedAt: "ASC", id: "ASC" } });
    const machine = machines.find((m) => m.id === machineId);
    if (!machine) throw notFound("Machine not found.");
    const since = new Date(tx.clock.now().getTime() - DEACTIVATION_PERIOD_HOURS * 3_600_000);
    if ((await countLicenseEvents(tx, license.id, "machine_deactivated", "customer", since)) >= MAX_DEACTIVATIONS_PER_PERIOD) {
      throw new DomainError(
        "MACHINE_DEACTIVATION_LIMIT",
        `A license can deactivate at most ${MAX_DEACTIVATIONS_PER_PERIOD} machines in ${DEACTIVATION_PERIOD_HOURS} hours. Try again later.`,
        429,
        {},
        { max: MAX_DEACTIVATIONS_PER_PERIOD, hours: DEACTIVATION_PERIOD_HOURS },
      );
    }
    await removeMachines(tx, license, [machine], "customer", machines.length - 1);
    return machines.filter((m) => m.id !== machineId);
  });
}

/** Admin: frees every seat of a licence (a buyer's new computers after a reinstall, a suspected leak). */
export async function resetLicenseMachines(ctx: RequestContext, licenseKey: string): Promise<LicenseActionResult> {
  requireAdmin(ctx);
  return adminAction(ctx, "Failed to update license", async (tx) => {
    const license = await lockLicense(tx, licenseKey);
    if (!license) return failed("Failed to update license");
    const machines = await tx.manager.getRepository(LicenseMachine).findBy({ licenseId: license.id });
    await removeMachines(tx, license, machines, "admin_reset", 0);
    await recordLicenseEvent(tx, { licenseId: license.id, kind: "machines_reset", actor: "admin", detail: String(machines.length) });
    await recordAudit(tx, { action: "license.reset_machines", entityType: "license", entityId: license.id, details: { machines: machines.length } });
    return { status: "success", message: "License machines reset successfully", license };
  });
}

/**
 * Admin: a licence's seats (null: unlimited). Fewer seats than active machines drops the least
 * recently seen ones until they fit, as a silent computer is the likeliest to be gone. Unlimited
 * tracks no machine, so every machine and the heartbeat (which needs seats) go with it.
 */
export async function setLicenseSeats(
  ctx: RequestContext,
  licenseKey: string,
  maxMachines: number | null,
  seen: LastUsedRecorder,
): Promise<LicenseActionResult> {
  requireAdmin(ctx);
  if (maxMachines !== null && (!Number.isSafeInteger(maxMachines) || maxMachines < 1 || maxMachines > MAX_SEATS)) {
    throw badField("maxMachines", `Seats are 1 to ${MAX_SEATS} machines, or unlimited.`);
  }
  return adminAction(ctx, "Failed to update license", async (tx) => {
    const license = await lockLicense(tx, licenseKey);
    if (!license) return failed("Failed to update license");
    const previous = license.maxMachines;
    const machines = await tx.manager.getRepository(LicenseMachine).findBy({ licenseId: license.id });
    const lastSeen = (m: LicenseMachine) => latest(m.lastSeenAt, seen.pendingFor(m.id)).getTime();
    const newestFirst = [...machines].sort((a, b) => lastSeen(b) - lastSeen(a));
    const dropped = maxMachines === null ? newestFirst : newestFirst.slice(maxMachines);
    license.maxMachines = maxMachines;
    if (maxMachines === null) license.heartbeatSeconds = null;
    await tx.manager.getRepository(License).update({ id: license.id }, { maxMachines, heartbeatSeconds: license.heartbeatSeconds });
    await removeMachines(tx, license, dropped, maxMachines === null ? "seats_unlimited" : "seats_reduced", machines.length - dropped.length);
    await recordLicenseEvent(tx, { licenseId: license.id, kind: "seats_changed", actor: "admin", detail: `${previous ?? "∞"} → ${maxMachines ?? "∞"}` });
    await recordAudit(tx, {
      action: "license.set_seats",
      entityType: "license",
      entityId: license.id,
      details: { from: previous, to: maxMachines, removedMachines: dropped.map((m) => m.id) },
    });
    return { status: "success", message: "License seats updated successfully", license };
  });
}
