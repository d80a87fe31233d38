import type { RequestContext } from "../../context";
import { badInput, DomainError, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { getSiteSettings } from "../catalog";
import { PaymentProviderConfig } from "./payment-provider-config.entity";
import { maskSecret } from "./payment-settings.service";
import { cryptomusProvider } from "./providers/cryptomus/cryptomus.provider";
import { configurableProvider, CONFIGURABLE_PROVIDERS } from "./providers/registry";
import { ProviderApiError, type PaymentProviderAdapter, type ProviderCall } from "./providers/provider";
import { MAX_TOP_UP_CENTS } from "../../../common/money";
import { requireAdmin } from "../auth";

export interface ProviderConfigView {
  adapter: PaymentProviderAdapter;
  enabled: boolean;
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

function view(ctx: RequestContext, adapter: PaymentProviderAdapter, row: PaymentProviderConfig | null): ProviderConfigView {
  const settings = parse(row?.settingsJson ?? null);
  const secrets = parse(row?.secretsJson ?? null);
  const values: Record<string, string | null> = {};
  for (const s of adapter.settings) values[s.key] = s.secret ? maskSecret(secrets[s.key] ?? null) : (settings[s.key] ?? null);
  return {
    adapter,
    enabled: row?.enabled ?? false,
    displayName: row?.displayName ?? adapter.label,
    sortOrder: row?.sortOrder ?? 0,
    minAmountCents: row?.minAmountCents ?? 100,
    maxAmountCents: row?.maxAmountCents ?? MAX_TOP_UP_CENTS,
    feeBasisPoints: row?.feeBasisPoints ?? 0,
    feeFixedCents: row?.feeFixedCents ?? 0,
    values,
    notifyUrl: ctx.config.publicBaseUrl + notifyPathOf(adapter.id),
  };
}

/** Admin: every configurable provider with its settings. */
export async function listProviderConfigs(ctx: RequestContext): Promise<ProviderConfigView[]> {
  requireAdmin(ctx);
  return providerConfigViews(ctx);
}

/** The same list for any caller: the buyer's payment methods are read from it. */
export async function providerConfigViews(ctx: RequestContext): Promise<ProviderConfigView[]> {
  const rows = await ctx.manager.getRepository(PaymentProviderConfig).find();
  return CONFIGURABLE_PROVIDERS.map((a) => view(ctx, a, rows.find((r) => r.provider === a.id) ?? null)).sort((a, b) => a.sortOrder - b.sortOrder);
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
  const adapter = configurableProvider(change.provider);
  if (!adapter) throw notFound("No such payment provider.");
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
    if (change.enabled) {
      const missing = adapter.settings.filter((s) => s.required && !(s.secret ? secrets[s.key] : settings[s.key]));
      if (missing.length) throw badInput(`Enter ${missing.map((s) => s.label).join(", ")} before enabling ${adapter.label}.`);
    }
    await repo.save({
      provider: adapter.id,
      enabled: change.enabled,
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
      details: { enabled: change.enabled, displayName, settings, replacedSecrets },
    });
    return view(ctx, adapter, await repo.findOneByOrFail({ provider: adapter.id }));
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
  const settings = await getSiteSettings(ctx);
  if (!settings.cryptomusMerchantId || !settings.cryptomusApiKey) return null;
  return { adapter: cryptomusProvider, call: { settings: { merchantId: settings.cryptomusMerchantId, apiKey: settings.cryptomusApiKey }, config: ctx.config } };
}
