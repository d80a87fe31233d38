import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { detectImageType } from "../catalog";
import { INVOICE_SETTINGS_ID, InvoiceSettings } from "./invoice-settings.entity";

/** The longest value of each field (the columns' lengths). */
export const INVOICE_SETTING_LIMITS = { legalName: 200, address: 500, taxId: 64, contact: 200, timeZone: 64 } as const;
/** The logo's largest size: its base64 fits a MySQL text column. */
export const MAX_INVOICE_LOGO_BYTES = 40 * 1024;

/** What an invoice prints of its seller, and the zone its times are in. */
export interface SellerIdentity {
  legalName: string;
  address: string;
  taxId: string;
  contact: string;
  timeZone: string;
  /** The logo's bytes and type, when one was uploaded. */
  logo: { bytes: Buffer; type: "png" | "jpg"; version: number } | null;
}

export type InvoiceSettingsInput = Pick<SellerIdentity, "legalName" | "address" | "taxId" | "contact" | "timeZone">;

const DEFAULTS: SellerIdentity = { legalName: "", address: "", taxId: "", contact: "", timeZone: "UTC", logo: null };

/** Whether `zone` is a time zone this server knows (IANA names such as "Europe/Moscow", and "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > INVOICE_SETTING_LIMITS.timeZone) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The seller as the invoices print it (the defaults until an admin saves): for any reader of an invoice. */
export async function sellerIdentity(ctx: RequestContext): Promise<SellerIdentity> {
  const row = await ctx.manager.getRepository(InvoiceSettings).findOneBy({ id: INVOICE_SETTINGS_ID });
  if (!row) return DEFAULTS;
  return {
    legalName: row.legalName,
    address: row.address,
    taxId: row.taxId,
    contact: row.contact,
    // A zone this server's ICU no longer knows falls back to UTC rather than failing every invoice.
    timeZone: isTimeZone(row.timeZone) ? row.timeZone : "UTC",
    logo: row.logoBase64 && row.logoType ? { bytes: Buffer.from(row.logoBase64, "base64"), type: row.logoType, version: row.logoVersion } : null,
  };
}

/** The logo the invoices show, for anyone (it is printed on every invoice). */
export async function invoiceLogoOf(ctx: RequestContext): Promise<SellerIdentity["logo"]> {
  return (await sellerIdentity(ctx)).logo;
}

/** Admin: the seller's identity and time zone as the settings page shows them. */
export async function getInvoiceSettings(ctx: RequestContext): Promise<SellerIdentity> {
  requireAdmin(ctx);
  return sellerIdentity(ctx);
}

/** Each field trimmed (the address keeps its line breaks, without blank lines or carriage returns). */
function cleaned(input: InvoiceSettingsInput): InvoiceSettingsInput {
  const line = (s: string) => s.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  return {
    legalName: line(input.legalName),
    address: input.address.replace(/\r\n?/g, "\n").split("\n").map(line).filter(Boolean).join("\n"),
    taxId: line(input.taxId),
    contact: line(input.contact),
    timeZone: input.timeZone.trim(),
  };
}

/** Admin: saves the seller's identity and time zone (the logo is uploaded on its own); invoices issued from now on print them. */
export async function updateInvoiceSettings(ctx: RequestContext, input: InvoiceSettingsInput): Promise<SellerIdentity> {
  requireAdmin(ctx);
  const values = cleaned(input);
  for (const field of ["legalName", "address", "taxId", "contact"] as const) {
    if (values[field].length > INVOICE_SETTING_LIMITS[field])
      throw badInput("The seller's details are too long: the legal name and the contact take 200 characters, the address 500, the tax id 64.");
  }
  if (!isTimeZone(values.timeZone)) throw badInput("Choose a time zone from the list.");
  await ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(InvoiceSettings);
    const existing = await repo.findOneBy({ id: INVOICE_SETTINGS_ID });
    if (existing) await repo.update({ id: INVOICE_SETTINGS_ID }, { ...values, updatedAt: tx.clock.now() });
    else await repo.insert({ id: INVOICE_SETTINGS_ID, ...values, logoBase64: null, logoType: null, logoVersion: 0, updatedAt: tx.clock.now() });
    await recordAudit(tx, { action: "settings.invoices", entityType: "settings", entityId: "invoices", details: { ...values } });
  });
  return sellerIdentity(ctx);
}

/** The image format by its first bytes (detectImageType): PNG or JPEG, which a PDF draws; null for anything else. */
function logoType(bytes: Buffer): "png" | "jpg" | null {
  const type = detectImageType(bytes);
  return type === "png" || type === "jpg" ? type : null;
}

/** Admin: the invoices' logo (PNG or JPEG, at most 40 KB), or none (empty bytes). Answers the new version. */
export async function setInvoiceLogo(ctx: RequestContext, bytes: Buffer): Promise<number> {
  requireAdmin(ctx);
  if (bytes.length > MAX_INVOICE_LOGO_BYTES) throw badInput("The logo is at most 40 KB.");
  const type = bytes.length ? logoType(bytes) : null;
  if (bytes.length && !type) throw badInput("The logo must be a PNG or JPEG file.");
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(InvoiceSettings);
    const existing = await repo.findOneBy({ id: INVOICE_SETTINGS_ID });
    const logo = {
      logoBase64: type ? bytes.toString("base64") : null,
      logoType: type,
      logoVersion: (existing?.logoVersion ?? 0) + 1,
      updatedAt: tx.clock.now(),
    };
    if (existing) await repo.update({ id: INVOICE_SETTINGS_ID }, logo);
    else await repo.insert({ id: INVOICE_SETTINGS_ID, legalName: "", address: "", taxId: "", contact: "", timeZone: "UTC", ...logo });
    await recordAudit(tx, {
      action: "settings.invoices",
      entityType: "settings",
      entityId: "invoices",
      details: { logo: type ? `${type}, ${bytes.length} bytes` : "removed" },
    });
    return logo.logoVersion;
  });
}
