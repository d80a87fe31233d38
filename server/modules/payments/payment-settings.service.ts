import type { RequestContext } from "../../context";
import { badInput, DomainError } from "../../errors";
import { recordAudit } from "../audit";
import { getSiteSettings, type PaymentMode, readPaymentSettings, SETTINGS_ID, SiteSettings, type SitePaymentSettings } from "../catalog";
import type { CryptomusCredentials } from "./providers/cryptomus/cryptomus.client";
import { reverseSandboxCredit, sandboxCreditSummary } from "./sandbox-credit";
import { sandboxPaymentKey } from "./sandbox-key";
import { requireAdmin } from "../auth";

export const WEBHOOK_PATH = "/functions/v1/cryptomus-webhook-handler";

/** Where new top-ups go: live Cryptomus once an admin has configured it, otherwise the sandbox. */
export type PaymentGateway = { provider: "cryptomus"; credentials: CryptomusCredentials } | { provider: "sandbox" };

export async function activeGateway(ctx: RequestContext): Promise<PaymentGateway> {
  const settings = await readPaymentSettings(ctx);
  if (settings.paymentMode !== "live") {
    // The sandbox credits balance for free: a production shop must opt in to it explicitly.
    if (!ctx.config.payments.sandboxAllowed) throw new DomainError("PAYMENT_ERROR", "Payments are not configured. Please contact support.", 503);
    return { provider: "sandbox" };
  }
  return { provider: "cryptomus", credentials: cryptomusCredentials(ctx, settings) };
}

export function cryptomusCredentials(ctx: RequestContext, settings: SitePaymentSettings): CryptomusCredentials {
  if (!settings.cryptomusMerchantId || !settings.cryptomusApiKey) {
    throw new DomainError("PAYMENT_ERROR", "Payments are not configured. Please contact support.", 503);
  }
  return { apiUrl: ctx.config.payments.cryptomusApiUrl, merchantId: settings.cryptomusMerchantId, apiKey: settings.cryptomusApiKey };
}

/**
 * The key that verifies a webhook about a payment of `provider`, or null when none may be
 * accepted: sandbox payments cannot be settled at all while the shop is in live mode.
 */
export function webhookKeyFor(ctx: RequestContext, settings: SitePaymentSettings, provider: string): string | null {
  if (provider === "cryptomus") return settings.cryptomusApiKey || null;
  if (provider === "sandbox" && settings.paymentMode !== "live" && ctx.config.payments.sandboxAllowed) return sandboxPaymentKey(ctx.config);
  return null;
}

/** Test mode: the sandbox takes top-ups, crediting balance without real money. Every page says so while it is on. */
export async function isTestMode(ctx: RequestContext): Promise<boolean> {
  return ctx.config.payments.sandboxAllowed && (await readPaymentSettings(ctx)).paymentMode !== "live";
}

export interface PaymentSettingsView {
  merchantId: string | null;
  apiKeyMasked: string | null;
  mode: PaymentMode;
  webhookUrl: string;
  testMode: boolean;
  /** Sandbox-credited balance customers still hold: what switching to live mode takes back. */
  sandboxCredit: { customers: number; totalCents: number };
}

export async function getPaymentSettings(ctx: RequestContext): Promise<PaymentSettingsView> {
  requireAdmin(ctx);
  const s = await getSiteSettings(ctx);
  return {
    merchantId: s.cryptomusMerchantId,
    apiKeyMasked: maskSecret(s.cryptomusApiKey),
    mode: s.paymentMode,
    webhookUrl: ctx.config.publicBaseUrl + WEBHOOK_PATH,
    testMode: ctx.config.payments.sandboxAllowed && s.paymentMode !== "live",
    sandboxCredit: await sandboxCreditSummary(ctx),
  };
}

/** Only the last four characters of a long key are shown; short keys not at all. */
export function maskSecret(secret: string | null): string | null {
  if (!secret) return null;
  return secret.length >= 12 ? `••••${secret.slice(-4)}` : "••••";
}

export interface PaymentSettingsChange {
  merchantId: string | null;
  /** Replaces the stored key only when non-empty, so saving the form without retyping keeps it. */
  apiKey?: string | null;
  mode: PaymentMode;
}

export async function updatePaymentSettings(ctx: RequestContext, change: PaymentSettingsChange): Promise<PaymentSettingsView> {
  requireAdmin(ctx);
  const merchantId = change.merchantId?.trim() || null;
  const newKey = change.apiKey?.trim() || null;
  if (merchantId && merchantId.length > 255) throw badInput("The merchant ID is too long.");
  if (newKey && newKey.length > 1024) throw badInput("The payment API key is too long.");
  if (change.mode !== "sandbox" && change.mode !== "live") throw badInput("Mode must be sandbox or live.");
  await ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(SiteSettings);
    const current = await repo.findOneByOrFail({ id: SETTINGS_ID });
    const apiKey = newKey ?? current.cryptomusApiKey;
    if (change.mode === "live" && (!merchantId || !apiKey)) {
      throw badInput("Enter the merchant ID and the payment API key before switching to live mode.");
    }
    await repo.update({ id: SETTINGS_ID }, { cryptomusMerchantId: merchantId, cryptomusApiKey: apiKey, paymentMode: change.mode });
    const reversed = change.mode === "live" ? await reverseSandboxCredit(tx) : { customers: 0, totalCents: 0 };
    await recordAudit(tx, {
      action: "payment_settings.update",
      entityType: "site_settings",
      entityId: SETTINGS_ID,
      details: {
        merchantId,
        apiKeyReplaced: newKey !== null && newKey !== current.cryptomusApiKey,
        modeBefore: current.paymentMode,
        mode: change.mode,
        sandboxCreditReversed: reversed,
      },
    });
  });
  return getPaymentSettings(ctx);
}
