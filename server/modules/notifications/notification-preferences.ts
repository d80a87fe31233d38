import type { RequestContext } from "../../context";
import { NotificationPreference } from "./notification-preference.entity";
import { requireActor } from "../auth";

/** The optional e-mail kinds a customer can switch off, as the API and the unsubscribe link name them. */
export const EMAIL_KINDS = ["orderReceipts", "balanceCredits", "licenseExpiry"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export type EmailPreferences = Record<EmailKind, boolean>;

/** Each kind's column in notification_preferences, for hand-written reads. */
export const PREFERENCE_COLUMNS = { orderReceipts: "order_receipts", balanceCredits: "balance_credits", licenseExpiry: "license_expiry" } as const;
export type PreferenceColumn = (typeof PREFERENCE_COLUMNS)[EmailKind];

/** A preference column as a driver returns it (1/0, or null when the customer has no row: all kinds on). */
export function wantsEmail(value: unknown): boolean {
  return value == null || Boolean(Number(value));
}

export function isEmailKind(value: string): value is EmailKind {
  return (EMAIL_KINDS as readonly string[]).includes(value);
}

export async function emailPreferencesOf(ctx: RequestContext, customerId: string): Promise<EmailPreferences> {
  const row = await ctx.manager.getRepository(NotificationPreference).findOneBy({ customerId });
  return { orderReceipts: row?.orderReceipts ?? true, balanceCredits: row?.balanceCredits ?? true, licenseExpiry: row?.licenseExpiry ?? true };
}

/** Writes the customer's choices (all three, so the row never holds a stale default). */
export async function saveEmailPreferences(ctx: RequestContext, customerId: string, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
  return ctx.transaction(async (tx) => {
    const next = { ...(await emailPreferencesOf(tx, customerId)), ...changes };
    await tx.manager.getRepository(NotificationPreference).save({ customerId, ...next, updatedAt: tx.clock.now() });
    return next;
  });
}

export async function myEmailPreferences(ctx: RequestContext): Promise<EmailPreferences> {
  const { customer } = requireActor(ctx);
  return emailPreferencesOf(ctx, customer.id);
}

export async function updateMyEmailPreferences(ctx: RequestContext, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
  const { customer } = requireActor(ctx, "SESSION");
  const clean = Object.fromEntries(Object.entries(changes).filter(([k, v]) => isEmailKind(k) && typeof v === "boolean"));
  return saveEmailPreferences(ctx, customer.id, clean);
}
