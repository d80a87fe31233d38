import { expiryProblem } from "../../../common/license-expiry";
import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import { isValidEmail, requireAdmin, requireActor } from "../auth";
import { recordAudit } from "../audit";
import { Customer } from "../customers";
import { licenseEvent, recordNotification } from "../notifications";
import { adminAction, failed, type LicenseActionResult } from "./license-admin-action";
import { License, type LicensePlan } from "./license.entity";
import { recordLicenseEvent } from "./license-history";
import { LicenseEvent } from "./license-event.entity";
import { LicenseMachine } from "./license-machine.entity";
import { addDays } from "./license-status";
import { generateLicenseKey } from "./license-key";
import { holderCondition } from "./my-license";
import { SoftwareSubscription } from "./software-subscription.entity";

const KEY_ATTEMPTS = 8;

/** A fresh key that no licence uses yet (the spec's "regenerated until unused"). */
export async function allocateLicenseKey(ctx: RequestContext, generate: () => string = generateLicenseKey): Promise<string> {
  const repo = ctx.manager.getRepository(License);
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt++) {
    const key = generate();
    if (!(await repo.existsBy({ licenseKey: key }))) return key;
  }
  throw new Error(`no unused licence key after ${KEY_ATTEMPTS} attempts`);
}

/**
 * The caller's licences: those bought on their account and those an admin issued to their
 * e-mail address. One query with OR merges both and cannot return a licence twice.
 */
export async function listMyLicenses(ctx: RequestContext): Promise<License[]> {
  const { customer } = requireActor(ctx);
  return ctx.manager
    .getRepository(License)
    .createQueryBuilder("l")
    .where(...holderCondition(customer))
    .orderBy("l.created_at", "DESC")
    .addOrderBy("l.start_date", "DESC")
    .getMany();
}

export async function listMySoftwareSubscriptions(ctx: RequestContext): Promise<SoftwareSubscription[]> {
  const { customer } = requireActor(ctx);
  return ctx.manager.getRepository(SoftwareSubscription).find({
    where: { customerId: customer.id, status: true },
    order: { createdAt: "DESC", startDate: "DESC" },
  });
}

export const LICENSE_PLANS: readonly LicensePlan[] = ["standard", "premium", "enterprise"];
export const DEFAULT_LICENSE_DURATION_DAYS = 32;
export const MIN_LICENSE_DAYS = 1;
export const MAX_LICENSE_DAYS = 365;

export type { LicenseActionResult };

function requireDays(days: number, what: string): void {
  if (!Number.isInteger(days) || days < MIN_LICENSE_DAYS || days > MAX_LICENSE_DAYS) {
    throw badInput(`${what} must be a whole number of days from ${MIN_LICENSE_DAYS} to ${MAX_LICENSE_DAYS}.`);
  }
}

function requirePlan(plan: string): LicensePlan {
  if (!LICENSE_PLANS.includes(plan as LicensePlan)) throw badInput("Plan must be standard, premium or enterprise.");
  return plan as LicensePlan;
}

export async function listAllLicenses(ctx: RequestContext): Promise<License[]> {
  requireAdmin(ctx);
  return ctx.manager.getRepository(License).find({ order: { createdAt: "DESC", startDate: "DESC" } });
}

/** Admin: one licence by its key (the licence's detail in the back office). */
export async function findLicenseByKey(ctx: RequestContext, licenseKey: string): Promise<License | null> {
  requireAdmin(ctx);
  return ctx.manager.getRepository(License).findOneBy({ licenseKey: licenseKey.trim() });
}

async function insertLicense(tx: RequestContext, fields: { email: string; plan: LicensePlan; expiresAt: Date; customerId: string | null }): Promise<License> {
  const repo = tx.manager.getRepository(License);
  const now = tx.clock.now();
  const license = repo.create({
    licenseKey: await allocateLicenseKey(tx),
    email: fields.email,
    plan: fields.plan,
    softwareName: "StoryTag",
    status: true,
    startDate: now,
    expiresAt: fields.expiresAt,
    lastUsedAt: null,
    customerId: fields.customerId,
    orderId: null,
    createdAt: now,
  });
  await repo.save(license);
  await recordAudit(tx, {
    action: "license.create",
    entityType: "license",
    entityId: license.id,
    details: { email: license.email, plan: license.plan, expiresAt: license.expiresAt.toISOString() },
  });
  await recordNotification(tx, licenseEvent("license.created", license));
  return license;
}

/** License Management: a licence for a chosen customer, valid for `durationDays` from now. */
export async function createLicenseForCustomer(
  ctx: RequestContext,
  input: { customerId: string | null | undefined; plan?: string | null; durationDays?: number | null },
): Promise<LicenseActionResult> {
  requireAdmin(ctx);
  if (!input.customerId) throw badInput("Please select a customer.");
  const plan = requirePlan(input.plan ?? "standard");
  const days = input.durationDays ?? DEFAULT_LICENSE_DURATION_DAYS;
  requireDays(days, "Duration");
  return adminAction(ctx, "Failed to create license", async (tx) => {
    const customer = await tx.manager.getRepository(Customer).findOneBy({ id: input.customerId! });
    if (!customer) throw badInput("Please select a customer.");
    const license = await insertLicense(tx, { email: customer.email, plan, expiresAt: addDays(new Date(), days), customerId: customer.id });
    return { status: "success", message: "License created successfully", license };
  });
}

/** The second variant: a licence for an e-mail address with a chosen expiry. */
export async function createLicenseByEmail(
  ctx: RequestContext,
  input: { email: string | null | undefined; plan: string | null | undefined; expiresAt: Date | null | undefined },
): Promise<LicenseActionResult> {
  requireAdmin(ctx);
  const email = input.email?.trim().toLowerCase();
  if (!email || !input.plan || !input.expiresAt) throw badInput("Please fill all fields");
  if (!isValidEmail(email)) throw badInput("Please enter a valid email address.");
  const plan = requirePlan(input.plan);
  const expiresAt = input.expiresAt;
  const pastExpiry = expiryProblem(expiresAt, new Date());
  if (pastExpiry) throw badInput(pastExpiry);
  return adminAction(ctx, "Failed to create license", async (tx) => {
    const owner = await tx.manager.getRepository(Customer).findOne({ where: { email }, select: { id: true } });
    const license = await insertLicense(tx, { email, plan, expiresAt, customerId: owner?.id ?? null });
    return { status: "success", message: "License created successfully", license };
  });
}

/** Activate or suspend (webhook `license.suspended`); the expiry is left alone, so an expired licence stays expired. */
export async function setLicenseStatus(ctx: RequestContext, licenseKey: string, active: boolean): Promise<LicenseActionResult> {
  requireAdmin(ctx);
  return adminAction(ctx, "Failed to update license", async (tx) => {
    const repo = tx.manager.getRepository(License);
    const license = await repo.findOneBy({ licenseKey: licenseKey.trim() });
    if (!license) return failed("Failed to update license");
    const changed = license.status !== active;
    license.status = active;
    await repo.update({ id: license.id }, { status: active });
    await recordAudit(tx, { action: active ? "license.activate" : "license.suspend", entityType: "license", entityId: license.id });
    // Only a real change is history and news: suspending a suspended licence again tells nobody anything.
    if (changed) {
      await recordLicenseEvent(tx, { licenseId: license.id, kind: active ? "reinstated" : "suspended", actor: "admin" });
      if (!active) await recordNotification(tx, licenseEvent("license.suspended", license));
    }
    return { status: "success", message: active ? "License activated successfully" : "License deactivated successfully", license };
  });
}

async function applyExtension(tx: RequestContext, license: License, expiresAt: Date): Promise<License> {
  const previous = license.expiresAt;
  license.expiresAt = expiresAt;
  license.status = true;
  await tx.manager.getRepository(License).update({ id: license.id }, { expiresAt, status: true });
  await recordAudit(tx, {
    action: "license.extend",
    entityType: "license",
    entityId: license.id,
    details: { from: previous.toISOString(), to: expiresAt.toISOString() },
  });
  await recordNotification(tx, licenseEvent("license.extended", license));
  return license;
}

/** Extending sets the new expiry and always switches the licence back on (spec §4). */
export async function extendLicense(
  ctx: RequestContext,
  licenseKey: string | null | undefined,
  newExpiresAt: Date | null | undefined,
): Promise<LicenseActionResult> {
  requireAdmin(ctx);
  if (!licenseKey?.trim()) throw badInput("Please select a license.");
  if (!newExpiresAt) throw badInput("Please select new expiry date");
  const pastExpiry = expiryProblem(newExpiresAt, new Date());
  if (pastExpiry) throw badInput(pastExpiry);
  return adminAction(ctx, "Failed to extend license", async (tx) => {
    const license = await tx.manager.getRepository(License).findOneBy({ licenseKey: licenseKey.trim() });
    if (!license) return failed("Failed to extend license");
    const earlier = expiryProblem(newExpiresAt, new Date(), license.expiresAt);
    if (earlier) throw badInput(earlier);
    return { status: "success", message: "License extended successfully", license: await applyExtension(tx, license, newExpiresAt) };
  });
}

/** Adds days to the current expiry, or to now when it has already passed, so extending always buys the full time. */
export async function extendLicenseByDays(
  ctx: RequestContext,
  licenseId: string | null | undefined,
  days: number | null | undefined,
): Promise<LicenseActionResult> {
  requireAdmin(ctx);
  if (!licenseId) throw badInput("Please select a license.");
  const extra = days ?? DEFAULT_LICENSE_DURATION_DAYS;
  requireDays(extra, "Additional days");
  return adminAction(ctx, "Failed to extend license", async (tx) => {
    const license = await tx.manager.getRepository(License).findOneBy({ id: licenseId });
    if (!license) return failed("Failed to extend license");
    const from = Math.max(license.expiresAt.getTime(), Date.now());
    return { status: "success", message: "License extended successfully", license: await applyExtension(tx, license, addDays(new Date(from), extra)) };
  });
}

export async function deleteLicense(ctx: RequestContext, licenseKey: string): Promise<LicenseActionResult> {
  requireAdmin(ctx);
  return adminAction(ctx, "Failed to delete license", async (tx) => {
    const repo = tx.manager.getRepository(License);
    const license = await repo.findOneBy({ licenseKey: licenseKey.trim() });
    if (!license) return failed("Failed to delete license");
    await repo.delete({ id: license.id });
    await tx.manager.getRepository(LicenseMachine).delete({ licenseId: license.id });
    await tx.manager.getRepository(LicenseEvent).delete({ licenseId: license.id });
    await recordAudit(tx, { action: "license.delete", entityType: "license", entityId: license.id, details: { email: license.email } });
    return { status: "success", message: "License deleted successfully", license };
  });
}
