import type { RequestContext } from "../../context";
import { badInput, DomainError, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { readPaymentSettings, type SitePaymentSettings } from "../catalog";
import { PaymentProviderConfig } from "./payment-provider-config.entity";
import { maskSecret, WEBHOOK_PATH } from "./payment-settings.service";
import { cryptomusProvider } from "./providers/cryptomus/cryptomus.provider";
import { configurableProvider, LISTED_PROVIDERS, listedProvider } from "./providers/registry";
import { ProviderApiError, type PaymentProviderAdapter, type ProviderCall } from "./providers/provider";
import { MAX_TOP_UP_CENTS } from "../../../common/money";
import { requireAdmin } from "../auth";

export interface ProviderConfigView {
  adapter: PaymentProviderAdapter;
  enabled: boolean;
  /** Cryptomus: switched on and off by the payment mode (live), its merchant and key set with the payment settings. */
  enabledByPaymentMode: boolean;
  displayName: string;
  sortOrder: number;
  minAmountCents: number;
  maxAmountCents: number;
  feeBasisPoints: number;
  feeFixedCents: number;
  /** Non-secret values as stored; secrets as ••••abcd or null. */
  values: Record<string, string | null>;
  notifyUrl: string;
}

export const notifyPathOf = (provider: string) => `/api/payments/${provider}/notify`;

function parse(json: string | null): Record<string, string> {
  if (!json) return {};
  const value = JSON.parse(json) as unknown;
  return typeof value === "object" && value !== null ? (value as Record<string, string>) : {};
}

/** Whether a provider's switch and settings are the payment settings (Cryptomus) rather than its own. */
const byPaymentMode = (adapter: PaymentProviderAdapter) => adapter.id === cryptomusProvider.id;

/** What buyers see of a provider before an admin saved it: its own name, no fee; Cryptomus as it always was (from 0.01). */
function defaultMinimum(adapter: PaymentProviderAdapter): number {
  return byPaymentMode(adapter) ? 1 : 100;
}

function view(ctx: RequestContext, adapter: PaymentProviderAdapter, row: PaymentProviderConfig | null, site: SitePaymentSettings): ProviderConfigView {
  const settings = parse(row?.settingsJson ?? null);
  const secrets = parse(row?.secretsJson ?? null);
  const values: Record<string, string | null> = {};
  const cryptomus = byPaymentMode(adapter);
  if (cryptomus) Object.assign(values, { merchantId: site.cryptomusMerchantId, apiKey: maskSecret(site.cryptomusApiKey) });
  else for (const s of adapter.settings) values[s.key] = s.secret ? maskSecret(secrets[s.key] ?? null) : (settings[s.key] ?? null);
  return {
    adapter,
    enabled: cryptomus ? site.paymentMode === "live" && !!site.cryptomusMerchantId && !!site.cryptomusApiKey : (row?.enabled ?? false),
    enabledByPaymentMode: cryptomus,
    displayName: row?.displayName ?? adapter.label,
    sortOrder: row?.sortOrder ?? 0,
    minAmountCents: row?.minAmountCents ?? defaultMinimum(adapter),
    maxAmountCents: row?.maxAmountCents ?? MAX_TOP_UP_CENTS,
    feeBasisPoints: row?.feeBasisPoints ?? 0,
    feeFixedCents: row?.feeFixedCents ?? 0,
    values,
    notifyUrl: ctx.config.publicBaseUrl + (cryptomus ? WEBHOOK_PATH : notifyPathOf(adapter.id)),
  };
}

/** Admin: every listed provider with its settings. */
export async function listProviderConfigs(ctx: RequestContext): Promise<ProviderConfigView[]> {
  requireAdmin(ctx);
  return providerConfigViews(ctx);
}

/** The same list for any caller: the buyer's payment methods are read from it (with the payment settings they already read). */
export async function providerConfigViews(ctx: RequestContext, known?: SitePaymentSettings): Promise<ProviderConfigView[]> {
  const rows = await ctx.manager.getRepository(PaymentProviderConfig).find();
  const site = known ?? (await readPaymentSettings(ctx));
  return LISTED_PROVIDERS.map((a) => view(ctx, a, rows.find((r) => r.provider === a.id) ?? null, site)).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** One listed provider's name, limits and fee as buyers see them. */
export async function providerView(ctx: RequestContext, adapter: PaymentProviderAdapter): Promise<ProviderConfigView> {
  const row = await ctx.manager.getRepository(PaymentProviderConfig).findOneBy({ provider: adapter.id });
  return view(ctx, adapter, row, await readPaymentSettings(ctx));
}

/** The settings a call to the provider needs, secrets decrypted; null when the provider is unknown or never set up. */
export async function providerCallFor(
  ctx: RequestContext,
  provider: string,
): Promise<{ adapter: PaymentProviderAdapter; call: ProviderCall; row: PaymentProviderConfig } | null> {
  const adapter = configurableProvider(provider);
  if (!adapter) return null;
  const row = await ctx.manager.getRepository(PaymentProviderConfig).findOneBy({ provider });
  if (!row) return null;
  return { adapter, row, call: { settings: { ...parse(row.settingsJson), ...parse(row.secretsJson) }, config: ctx.config } };
}

export interface ProviderConfigChange {
  provider: string;
  enabled: boolean;
  displayName: string;
  sortOrder: number;
  minAmountCents: number;
  maxAmountCents: number;
  feeBasisPoints: number;
  feeFixedCents: number;
  /** Key → value; an empty secret keeps the stored one, so the form can be saved without retyping it. */
  values: Array<{ key: string; value: string }>;
}

export async function updateProviderConfig(ctx: RequestContext, change: ProviderConfigChange): Promise<ProviderConfigView> {
  requireAdmin(ctx);
  const adapter = listedProvider(change.provider.slice(0, 16));
  if (!adapter) throw notFound("No such payment provider.");
  const cryptomus = byPaymentMode(adapter);
  if (cryptomus && change.values.length) throw badInput("Cryptomus's merchant ID and payment API key are set in the payment settings.");
  const displayName = change.displayName.trim();
  if (!displayName || displayName.length > 64) throw badInput("The display name must be 1 to 64 characters.");
  const cents = (n: number) => Number.isSafeInteger(n) && n >= 0 && n <= MAX_TOP_UP_CENTS;
  if (!cents(change.minAmountCents) || !cents(change.maxAmountCents) || change.minAmountCents < 1 || change.minAmountCents > change.maxAmountCents) {
    throw badInput(`The minimum and maximum must be from 0.01 to ${MAX_TOP_UP_CENTS / 100} USD, the minimum not above the maximum.`);
  }
  if (!Number.isInteger(change.feeBasisPoints) || change.feeBasisPoints < 0 || change.feeBasisPoints > 5000 || !cents(change.feeFixedCents)) {
    throw badInput("The fee must be 0 to 50 percent plus a fixed amount of at most the maximum.");
  }
  if (!Number.isInteger(change.sortOrder) || Math.abs(change.sortOrder) > 1000) throw badInput("The order must be a whole number from -1000 to 1000.");
  if (change.values.length > adapter.settings.length) throw badInput("Too many settings.");

  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(PaymentProviderConfig);
    const current = await repo.findOneBy({ provider: adapter.id });
    const settings = parse(current?.settingsJson ?? null);
    const secrets = parse(current?.secretsJson ?? null);
    const replacedSecrets: string[] = [];
    for (const { key, value } of change.values) {
      const field = adapter.settings.find((s) => s.key === key);
      if (!field) throw badInput(`${adapter.label} has no setting "${key.slice(0, 64)}".`);
      if (value.length > field.maxLength) throw badInput(`${field.label} must be at most ${field.maxLength} characters.`);
      const trimmed = value.trim();
      if (field.secret) {
        if (trimmed) {
          secrets[key] = trimmed;
          replacedSecrets.push(key);
        }
      } else if (trimmed) settings[key] = trimmed;
      else delete settings[key];
      if (trimmed && /url$/i.test(key) && !/^https?:\/\/[^\s]+$/.test(trimmed)) throw badInput(`${field.label} must be an http(s) address.`);
    }
    if (change.enabled && !cryptomus) {
      const missing = adapter.settings.filter((s) => s.required && !(s.secret ? secrets[s.key] : settings[s.key]));
      if (missing.length) throw badInput(`Enter ${missing.map((s) => s.label).join(", ")} before enabling ${adapter.label}.`);
    }
    await repo.save({
      provider: adapter.id,
      // Cryptomus is on while the shop is in live mode; a stored switch would mean nothing.
      enabled: cryptomus ? false : change.enabled,
      displayName,
      sortOrder: change.sortOrder,
      minAmountCents: change.minAmountCents,
      maxAmountCents: change.maxAmountCents,
      feeBasisPoints: change.feeBasisPoints,
      feeFixedCents: change.feeFixedCents,
      settingsJson: JSON.stringify(settings),
      secretsJson: JSON.stringify(secrets),
    });
    await recordAudit(tx, {
      action: "payment_provider.update",
      entityType: "payment_provider",
      entityId: adapter.id,
      details: { enabled: cryptomus ? null : change.enabled, displayName, settings, replacedSecrets },
    });
    return view(ctx, adapter, await repo.findOneByOrFail({ provider: adapter.id }), await readPaymentSettings(tx));
  });
}

/** Test connection: the provider's own answer, or its own words when it refuses. Cryptomus uses the saved site settings. */
export async function testProviderConnection(ctx: RequestContext, provider: string): Promise<{ ok: boolean; message: string }> {
  requireAdmin(ctx);
  const found = provider === "cryptomus" ? await cryptomusCall(ctx) : await providerCallFor(ctx, provider);
  if (!found) throw new DomainError("NOT_CONFIGURED", "Save this provider's settings first.", 400);
  try {
    return { ok: true, message: await found.adapter.testConnection(found.call) };
  } catch (err) {
    if (err instanceof ProviderApiError) return { ok: false, message: err.message };
    throw err;
  }
}

async function cryptomusCall(ctx: RequestContext): Promise<{ adapter: PaymentProviderAdapter; call: ProviderCall } | null> {
  const settings = await readPaymentSettings(ctx);
  if (!settings.cryptomusMerchantId || !settings.cryptomusApiKey) return null;
  return { adapter: cryptomusProvider, call: { settings: { merchantId: settings.cryptomusMerchantId, apiKey: settings.cryptomusApiKey }, config: ctx.config } };
}
