import type { Language } from "../../../common/languages";
import type { RequestContext } from "../../context";
import { notFound } from "../../errors";
import { pageText } from "../../http/page-text";
import { requireActor } from "../auth";
import { localizeSoldNames, readSiteName } from "../catalog";
import { redeemedCodeOf } from "../coupons";
import { Customer } from "../customers";
import { License } from "../licenses";
import { provenGuestAccess, type OrderSecret } from "./guest-orders";
import { formatInvoiceNumber, invoiceNumberOf } from "./invoice-number";
import { sellerIdentity, type SellerIdentity } from "./invoice-settings";
import { linesOfOrders } from "./order-lines";
import type { OrderLine } from "./order-line.entity";
import { Order } from "./order.entity";
import { OrderAccess } from "./order-access.entity";

/** One order line as the invoice prints it: its price breakdown, the names in the reader's language. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  /** After volume tiers. */
  unitPriceCents: number;
  subtotalCents: number;
  /** This line's share of the coupon. */
  discountCents: number;
  totalCents: number;
}

/** What an invoice shows: the seller, the order and its buyer, as the order recorded them. */
export interface Invoice {
  shopName: string;
  seller: SellerIdentity;
  /** "2026-000042": sequential per year, given on the order's first issue. */
  number: string;
  issuedAt: Date;
  orderId: string;
  /** A guest order's number (what the buyer types on "Find my order"). */
  orderNumber: string | null;
  purchaseDate: Date;
  lines: InvoiceLine[];
  subtotalCents: number;
  totalCents: number;
  /** The coupon the order redeemed: the lines show each one's share, the totals the whole discount. */
  coupon: { code: string; discountCents: number } | null;
  /** Null once the buyer's account was deleted: the order stays, anonymised, for the shop's books. */
  buyer: { name: string; email: string } | null;
  /** Paid from a member's balance, or by a guest's payment. */
  paidFrom: "balance" | "payment";
  licenseKeys: string[];
  /** Where the buyer finds the order again (a guest's order page asks for its proof: the link carries none). */
  orderUrl: string;
  /** The reader's language (the request's): the labels and the product names where the shop wrote them, not the shop's data. */
  language: Language;
}

const MAX_ORDER_ID_LENGTH = 64;

/**
 * The invoice of one order, for its buyer or an admin. Anyone else is told the order does not
 * exist, so an order id reveals nothing about someone else's purchase.
 */
export async function getInvoice(ctx: RequestContext, orderId: string): Promise<Invoice> {
  const { customer: caller } = requireActor(ctx);
  if (orderId.length === 0 || orderId.length > MAX_ORDER_ID_LENGTH) throw notFound("Order not found.");
  const order = await ctx.manager.getRepository(Order).findOneBy({ id: orderId });
  const isAdmin = caller.role === "admin";
  if (!order || (!isAdmin && (order.customerId === null || order.customerId !== caller.id))) throw notFound("Order not found.");
  const guestNumber = order.guestEmail ? ((await guestAccessNumber(ctx, order.id)) ?? null) : null;
  return invoiceOf(ctx, order, guestNumber);
}

/**
 * A guest's invoice: the caller proves the order as its page does (the e-mail link's token, which
 * the page holds once opened by the link, the access token or the password; or the access token).
 * Only a delivered order has one.
 */
export async function getGuestInvoice(ctx: RequestContext, orderId: string, secret: OrderSecret): Promise<Invoice> {
  const access = await provenGuestAccess(ctx, orderId, secret);
  const order = await ctx.manager.getRepository(Order).findOneBy({ id: access.orderId });
  if (!order) throw notFound("Order not found.");
  return invoiceOf(ctx, order, access.number);
}

async function guestAccessNumber(ctx: RequestContext, orderId: string): Promise<string | undefined> {
  return (await ctx.manager.getRepository(OrderAccess).findOne({ where: { orderId }, select: { orderId: true, number: true } }))?.number;
}

async function invoiceOf(ctx: RequestContext, order: Order, guestNumber: string | null): Promise<Invoice> {
  const { language } = ctx;
  const [siteName, seller, buyer, redemption, lines] = await Promise.all([
    readSiteName(ctx),
    sellerIdentity(ctx),
    order.customerId ? ctx.manager.getRepository(Customer).findOne({ where: { id: order.customerId }, select: { id: true, name: true, email: true } }) : null,
    redeemedCodeOf(ctx, order.id),
    linesOfOrders(ctx, [order.id]),
  ]);
  const number = await invoiceNumberOf(ctx, order.id, seller.timeZone);
  const licenseIds = [...new Set([order.licenseId, ...lines.map((l) => l.licenseId)].filter((id): id is string => !!id))];
  const licenses = licenseIds.length
    ? await ctx.manager.getRepository(License).find({ where: licenseIds.map((id) => ({ id })), select: { id: true, licenseKey: true } })
    : [];
  const discountCents = redemption ? Number(redemption.discountCents) : 0;
  const invoiceLines = await describedLines(ctx, language, order, lines, discountCents);
  const isGuest = order.guestEmail !== null && order.customerId === null;
  const base = ctx.config.publicBaseUrl;
  return {
    shopName: siteName.trim() || "BIA",
    seller,
    number: formatInvoiceNumber(number),
    issuedAt: number.issuedAt,
    orderId: order.id,
    orderNumber: guestNumber,
    purchaseDate: order.purchaseDate,
    lines: invoiceLines,
    subtotalCents: invoiceLines.reduce((sum, l) => sum + l.subtotalCents, 0),
    totalCents: order.totalPriceCents,
    coupon: redemption ? { code: redemption.code, discountCents } : null,
    buyer: buyer ? { name: buyer.name, email: buyer.email } : order.guestEmail ? { name: "", email: order.guestEmail } : null,
    paidFrom: order.guestEmail !== null ? "payment" : "balance",
    licenseKeys: licenseIds.flatMap((id) => licenses.find((l) => l.id === id)?.licenseKey ?? []),
    orderUrl: isGuest ? `${base}/orders/${order.id}` : `${base}/customer/orders`,
    language,
  };
}

/** Each line named in the reader's language where the shop wrote a version (else as the order recorded it), with its price breakdown. */
async function describedLines(ctx: RequestContext, language: Language, order: Order, lines: OrderLine[], discountCents: number): Promise<InvoiceLine[]> {
  if (!lines.length) {
    // An order from before order lines: its one line, the discount shown on the totals.
    const subtotal = order.totalPriceCents + discountCents;
    const description = describe(language, order.orderType, order.productName, "");
    const unit = Math.round(subtotal / Math.max(1, order.quantity));
    return [{ description, quantity: order.quantity, unitPriceCents: unit, subtotalCents: subtotal, discountCents, totalCents: order.totalPriceCents }];
  }
  return (await localizeSoldNames(ctx, lines, language)).map((l) => ({
    description: describe(language, l.orderType, l.productName, l.variantName),
    quantity: l.quantity,
    unitPriceCents: Number(l.unitPriceCents),
    subtotalCents: Number(l.subtotalCents),
    discountCents: Number(l.discountCents),
    totalCents: Number(l.totalCents),
  }));
}

/** "Digital Accounts (accounts)", "StoryTag licence (30 days)"; a named option: "StoryTag · 365 days". */
function describe(language: Language, orderType: string, product: string, variant: string): string {
  if (variant) return pageText(language, "invoice.variantLine", { product, variant });
  return pageText(language, orderType === "software" ? "invoice.softwareLine" : "invoice.accountsLine", { product });
}

/** Integer cents as "$12.34". */
export function dollars(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A time as the shop's clock shows it: "2026-11-28 17:04 Europe/Moscow" ("… UTC" in UTC). */
export function shopTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${timeZone === "Etc/UTC" ? "UTC" : timeZone}`;
}

/** The seller's block: legal name (or the shop's name), address lines, tax id, contact. */
export function sellerLines(invoice: Invoice): string[] {
  const { seller } = invoice;
  return [
    seller.legalName || invoice.shopName,
    ...seller.address.split("\n").filter(Boolean),
    ...(seller.taxId ? [pageText(invoice.language, "invoice.taxId", { taxId: seller.taxId })] : []),
    ...(seller.contact ? [seller.contact] : []),
  ];
}

/** The invoice's labelled header lines, shared by the HTML and the PDF so both say the same. */
export function invoiceFacts(invoice: Invoice): Array<[string, string]> {
  const t = (key: Parameters<typeof pageText>[1]) => pageText(invoice.language, key);
  const zone = invoice.seller.timeZone;
  const facts: Array<[string, string]> = [
    [t("invoice.number"), invoice.number],
    [t("invoice.issued"), shopTime(invoice.issuedAt, zone)],
    [t("invoice.order"), invoice.orderNumber ? `${invoice.orderNumber} (${invoice.orderId})` : invoice.orderId],
    [t("invoice.date"), shopTime(invoice.purchaseDate, zone)],
    [
      t("invoice.buyer"),
      invoice.buyer ? (invoice.buyer.name ? `${invoice.buyer.name} <${invoice.buyer.email}>` : invoice.buyer.email) : t("invoice.deletedBuyer"),
    ],
  ];
  for (const key of invoice.licenseKeys) facts.push([t("invoice.licenseKey"), key]);
  facts.push([t("invoice.orderPage"), invoice.orderUrl]);
  return facts;
}

/** The rows under the lines: the subtotal and coupon (when the order used one), then the total. */
/** A line's figures after its description, as the HTML and the PDF both show them: quantity, unit price, subtotal, coupon share ("—" for none), total. */
export function lineCells(line: Invoice["lines"][number]): string[] {
  return [
    String(line.quantity),
    dollars(line.unitPriceCents),
    dollars(line.subtotalCents),
    line.discountCents ? dollars(-line.discountCents) : "—",
    dollars(line.totalCents),
  ];
}

export function totalRows(invoice: Invoice): Array<[string, string]> {
  const t = (key: Parameters<typeof pageText>[1], params?: Record<string, string>) => pageText(invoice.language, key, params);
  const total: [string, string] = [t(invoice.paidFrom === "balance" ? "invoice.total" : "invoice.totalPaid"), dollars(invoice.totalCents)];
  if (!invoice.coupon) return [total];
  return [
    [t("invoice.subtotal"), dollars(invoice.subtotalCents)],
    [t("invoice.coupon", { code: invoice.coupon.code }), dollars(-invoice.coupon.discountCents)],
    total,
  ];
}
