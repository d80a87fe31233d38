import { generateSecret, generateURI } from "otplib";
import QRCode from "qrcode";
import type { RequestContext } from "../../context";
import { badInput, conflict } from "../../errors";
import { recordAudit } from "../audit";
import { getSiteSettings } from "../catalog";
import { AuthLimits, checkAddressDelay, countAuthAttempt, recordAddressFailure, requireAdmin } from "../auth";
import { Customer } from "../customers";
import { countUnusedRecoveryCodes, deleteRecoveryCodes, replaceRecoveryCodes, useRecoveryCode } from "./recovery-codes";
import { spendTotpCode, totpTimeStep } from "./totp";

export const INVALID_CODE_MESSAGE = "Invalid authentication code.";

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** The caller's row was read for this request already (see Sessions.actorFromRequest), so it is not read again. */
export async function twoFactorStatus(ctx: RequestContext): Promise<{ enabled: boolean; unusedRecoveryCodes: number }> {
  const me = requireAdmin(ctx);
  return { enabled: me.totpEnabledAt !== null, unusedRecoveryCodes: await countUnusedRecoveryCodes(ctx, me.id) };
}

/**
 * Starts enrolment: a new secret is stored (not yet enforced) and returned with the
 * otpauth:// link and its QR code for the authenticator app.
 */
export async function beginTotpEnrolment(ctx: RequestContext): Promise<TotpEnrolment> {
  const me = requireAdmin(ctx);
  return ctx.transaction(async (tx) => {
    const customer = await tx.manager.getRepository(Customer).findOneByOrFail({ id: me.id });
    if (customer.totpEnabledAt) throw conflict("Two-factor sign-in is already on. Turn it off first to enrol another device.", "TOTP_ALREADY_ENABLED");
    const secret = generateSecret();
    await tx.manager.getRepository(Customer).update({ id: customer.id }, { totpSecret: secret, totpLastStep: null });
    const settings = await getSiteSettings(tx);
    const otpauthUrl = generateURI({ issuer: settings.siteName, label: customer.email, secret });
    return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl) };
  });
}

/** Turns two-factor on once the app shows a valid code; returns the 10 recovery codes, shown this once. */
export async function confirmTotpEnrolment(ctx: RequestContext, code: string): Promise<string[]> {
  const me = requireAdmin(ctx);
  return ctx.transaction(async (tx) => {
    const customer = await tx.manager.getRepository(Customer).findOneByOrFail({ id: me.id });
    if (customer.totpEnabledAt) throw conflict("Two-factor sign-in is already on.", "TOTP_ALREADY_ENABLED");
    if (!customer.totpSecret) throw badInput("Start the enrolment first.", "TOTP_NOT_STARTED");
    // Not spent: confirming proves the app is set up and signs nobody in, so the admin may sign in with the same code at once.
    if ((await totpTimeStep(customer.totpSecret, code)) === null) throw badInput(INVALID_CODE_MESSAGE, "INVALID_TOTP");
    await tx.manager.getRepository(Customer).update({ id: customer.id }, { totpEnabledAt: tx.clock.now() });
    const codes = await replaceRecoveryCodes(tx, customer.id);
    await recordAudit(tx, { action: "two_factor.enable", entityType: "customer", entityId: customer.id });
    return codes;
  });
}

/**
 * Turns two-factor off, proven by a current code or an unused recovery code. Each attempt
 * counts against the sign-in limits of the account and the address, so a stolen session
 * cannot guess its way to turning the second factor off faster than it could sign in.
 */
export async function disableTotp(ctx: RequestContext, code: string): Promise<void> {
  const me = requireAdmin(ctx);
  await countAuthAttempt(ctx, AuthLimits.loginPerIp, { rule: AuthLimits.loginPerEmail, email: me.email });
  await checkAddressDelay(ctx);
  const disabled = await ctx.transaction(async (tx) => {
    const customer = await tx.manager.getRepository(Customer).findOneByOrFail({ id: me.id });
    if (!customer.totpEnabledAt || !customer.totpSecret) throw badInput("Two-factor sign-in is not on.", "TOTP_NOT_ENABLED");
    const proven = (await spendTotpCode(tx, customer, code)) || (await useRecoveryCode(tx, customer.id, code));
    if (!proven) return false;
    await tx.manager.getRepository(Customer).update({ id: customer.id }, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    await deleteRecoveryCodes(tx, customer.id);
    await recordAudit(tx, { action: "two_factor.disable", entityType: "customer", entityId: customer.id });
    return true;
  });
  if (!disabled) {
    // Recorded after the transaction: on SQLite a second transaction inside the first would wait for it forever.
    await recordAddressFailure(ctx);
    throw badInput(INVALID_CODE_MESSAGE, "INVALID_TOTP");
  }
}
