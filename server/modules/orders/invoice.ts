import type { Language } from "../../../common/languages";
import type { RequestContext } from "../../context";
import { notFound } from "../../errors";
import { pageText } from "../../http/page-text";
import { requireActor } from "../auth";
import { getSiteSettings } from "../catalog";
import { redeemedCodeOf } from "../coupons";
import { Customer } from "../customers";
import { License } from "../licenses";
import { Order } from "./order.entity";

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** What a receipt shows: the shop, the order and its buyer, as the order recorded them. */
export interface Invoice {
  shopName: string;
  orderId: string;
  purchaseDate: Date;
  lines: InvoiceLine[];
  totalCents: number;
  /** The coupon the order redeemed: the lines show the price before it, then this discount. */
  coupon: { code: string; discountCents: number } | null;
  /** Null once the buyer's account was deleted: the order stays, anonymised, for the shop's books. */
  buyer: { name: string; email: string } | null;
  licenseKey: string | null;
  /** The reader's language (the request's): the labels and the line's wording, not the shop's data. */
  language: Language;
}

const MAX_ORDER_ID_LENGTH = 64;

/**
 * The invoice of one order, for its buyer or an admin. Anyone else is told the order does not
 * exist, so an order id reveals nothing about someone else's purchase.
 */
export async function getInvoice(ctx: RequestContext, orderId: string): Promise<Invoice> {
  const { customer: caller } = requireActor(ctx);
  const { language } = ctx;
  if (orderId.length === 0 || orderId.length > MAX_ORDER_ID_LENGTH) throw notFound("Order not found.");
  const order = await ctx.manager.getRepository(Order).findOneBy({ id: orderId });
  const isAdmin = caller.role === "admin";
  if (!order || (!isAdmin && order.customerId !== caller.id)) throw notFound("Order not found.");

  const [settings, buyer, license, redemption] = await Promise.all([
    getSiteSettings(ctx),
    order.customerId ? ctx.manager.getRepository(Customer).findOne({ where: { id: order.customerId }, select: { id: true, name: true, email: true } }) : null,
    order.licenseId ? ctx.manager.getRepository(License).findOne({ where: { id: order.licenseId }, select: { id: true, licenseKey: true } }) : null,
    redeemedCodeOf(ctx, order.id),
  ]);
  const discountCents = redemption ? Number(redemption.discountCents) : 0;
  const subtotalCents = order.totalPriceCents + discountCents;
  const description = pageText(language, order.orderType === "software" ? "invoice.softwareLine" : "invoice.accountsLine", { product: order.productName });
  return {
    shopName: settings.siteName.trim() || "BIA",
    orderId: order.id,
    purchaseDate: order.purchaseDate,
    lines: [{ description, quantity: order.quantity, unitPriceCents: Math.round(subtotalCents / Math.max(1, order.quantity)), totalCents: subtotalCents }],
    totalCents: order.totalPriceCents,
    coupon: redemption ? { code: redemption.code, discountCents } : null,
    buyer: buyer ? { name: buyer.name, email: buyer.email } : null,
    licenseKey: license?.licenseKey ?? null,
    language,
  };
}

/** Integer cents as "$12.34". */
export function dollars(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The receipt's labelled header lines, shared by the HTML and the PDF so both say the same. */
export function invoiceFacts(invoice: Invoice): Array<[string, string]> {
  const t = (key: Parameters<typeof pageText>[1]) => pageText(invoice.language, key);
  const facts: Array<[string, string]> = [
    [t("invoice.order"), invoice.orderId],
    [t("invoice.date"), invoice.purchaseDate.toISOString().replace("T", " ").slice(0, 16) + " UTC"],
    [t("invoice.buyer"), invoice.buyer ? `${invoice.buyer.name} <${invoice.buyer.email}>` : t("invoice.deletedBuyer")],
  ];
  if (invoice.licenseKey) facts.push([t("invoice.licenseKey"), invoice.licenseKey]);
  return facts;
}

/** The coupon line under the items ("Coupon SAVE10", "-$1.00"), when the order used one. */
export function couponLine(invoice: Invoice): [string, string] | null {
  return invoice.coupon ? [pageText(invoice.language, "invoice.coupon", { code: invoice.coupon.code }), dollars(-invoice.coupon.discountCents)] : null;
}
