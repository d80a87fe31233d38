import type { Language } from "../../../common/languages";
import type { RequestContext } from "../../context";
import { oneLine } from "../../printable";
import { placeholders, selectRows, textParam } from "../../db/raw-sql";
import { oncePerTransaction, recallFromTransaction, rememberInTransaction } from "../../db/transaction-memo";
import { localizeSoldNames, readSiteName } from "../catalog";
import { formatCount, formatDay, formatMoney, mailLanguage, mailTexts, sendMail } from "../mail";
import type { BalanceCreditedData, OrderCompletedData, ReservationPaidLateData } from "./notification-events";
import { PREFERENCE_COLUMNS, wantsEmail, type EmailKind, type PreferenceColumn } from "./notification-preferences";
import { unsubscribeUrl } from "./unsubscribe-token";
import { orderLinkUrl } from "./order-link";

type Texts = ReturnType<typeof mailTexts>;

/**
 * Sends one optional e-mail to a customer who has not switched its kind off, in the caller's
 * transaction and the customer's profile language, with the unsubscribe link at the bottom. What
 * the mail says is built by `content` from plain data: credentials and licence keys are never part of it.
 */
async function mailCustomer(
  tx: RequestContext,
  customerId: string,
  kind: EmailKind | null,
  content: (t: Texts, language: Language, site: string) => MailContent | Promise<MailContent>,
): Promise<boolean> {
  // The fan-out reads a batch's recipients at once (readRecipientsOf); other callers read their one.
  const customer = await (recallFromTransaction<Recipient | null>(tx, recipientKey(customerId)) ?? readRecipients(tx, [customerId]).then((r) => r[0] ?? null));
  if (!customer) return false;
  if (kind !== null && !wantsEmail(customer[PREFERENCE_COLUMNS[kind]])) return false;
  const site = await siteNameOf(tx);
  const language = mailLanguage(customer.language);
  const t = mailTexts(language);
  const { subject, lines } = await content(t, language, site);
  await sendMail(tx, {
    to: customer.email,
    subject,
    text: [
      t("common.greeting", { name: oneLine(customer.name) }),
      "",
      ...lines,
      "",
      t("common.signature", { site }),
      ...(kind === null ? [] : ["", t("common.unsubscribe", { url: unsubscribeUrl(tx.config, customer.id, kind) })]),
    ].join("\n"),
  });
  return true;
}

type MailContent = { subject: string; lines: string[] };

/**
 * What an order bought, named for a reader of `language`: each line's product (and option) in
 * their language where the shop wrote one, else as the order recorded it ("Gmail · aged 2019 × 2;
 * TagTool"); an order without lines keeps its recorded name. One statement for the lines, and in
 * Russian or Chinese one for their names.
 */
async function boughtNames(tx: RequestContext, orderId: string, recorded: string, language: Language): Promise<string> {
  const lines = await selectRows<{ product_id: string; variant_id: string; product_name: string; variant_name: string; quantity: number | string }>(
    tx.manager,
    `SELECT product_id, variant_id, product_name, variant_name, quantity FROM order_lines WHERE order_id = ${textParam(tx.db)} ORDER BY line_no`,
    [orderId],
  );
  if (!lines.length) return oneLine(recorded);
  const sold = lines.map((l) => ({
    productId: l.product_id,
    variantId: l.variant_id,
    productName: l.product_name,
    variantName: l.variant_name,
    quantity: Number(l.quantity),
  }));
  const named = (await localizeSoldNames(tx, sold, language)).map((l) => {
    const name = l.variantName ? `${l.productName} · ${l.variantName}` : l.productName;
    return lines.length > 1 ? `${name} × ${l.quantity}` : name;
  });
  return oneLine(named.join("; "));
}

type Recipient = { id: string; email: string; name: string; language: string } & Record<PreferenceColumn, unknown>;

const recipientKey = (customerId: string) => `mailRecipient:${customerId}`;

/** Recipients and their choices, in one hand-written statement (see server/db/raw-sql.ts): every receipt reads them. */
function readRecipients(tx: RequestContext, customerIds: string[]): Promise<Recipient[]> {
  const ids = customerIds.length === 1 ? `= ${textParam(tx.db)}` : `IN (${placeholders(customerIds.length)})`;
  return selectRows<Recipient>(
    tx.manager,
    `SELECT c.id, c.email, c.name, c.language, p.order_receipts, p.balance_credits, p.license_expiry FROM customers c LEFT JOIN notification_preferences p ON p.customer_id = c.id WHERE c.id ${ids}`,
    customerIds,
  );
}

/**
 * Reads the recipients of a batch of events at once, for the rest of the fan-out's transaction:
 * each mail then finds its recipient without a statement of its own. A customer not found is
 * remembered as gone too.
 */
export async function readRecipientsOf(tx: RequestContext, events: Array<{ type: string; ownerId: string | null }>): Promise<void> {
  const ids = [...new Set(events.filter((e) => e.ownerId && BUYER_MAIL_EVENTS.has(e.type)).map((e) => e.ownerId!))];
  if (!ids.length) return;
  const found = new Map((await readRecipients(tx, ids)).map((r) => [r.id, r]));
  rememberInTransaction(
    tx,
    ids.map((id) => [recipientKey(id), found.get(id) ?? null]),
  );
}

/** The shop's name for a mail: one column, read once per fan-out transaction however many mails it writes. */
function siteNameOf(tx: RequestContext): Promise<string> {
  return oncePerTransaction(tx, "siteName", () => readSiteName(tx));
}

/** The receipt names what was bought in the buyer's language where the shop wrote it (else the order's English snapshot). */
export function sendOrderReceipt(tx: RequestContext, customerId: string, order: OrderCompletedData): Promise<boolean> {
  const url = `${tx.config.publicBaseUrl}/customer/dashboard`;
  return mailCustomer(tx, customerId, "orderReceipts", async (t, language, site) => ({
    subject: t("receipt.subject", { site }),
    lines: [
      t("receipt.thanks"),
      "",
      t("receipt.order", { id: order.orderId }),
      t("receipt.item", { name: await boughtNames(tx, order.orderId, order.productName, language) }),
      t("receipt.quantity", { quantity: formatCount(order.quantity, language) }),
      ...(order.coupon ? [t("receipt.coupon", { code: oneLine(order.coupon.code), discount: formatMoney(order.coupon.discountCents, language) })] : []),
      t("receipt.total", { total: formatMoney(order.totalCents, language) }),
      "",
      order.orderType === "software" ? t("receipt.openLicences", { url }) : t("receipt.openPack", { url }),
      t("receipt.safety"),
    ],
  }));
}

export function sendBalanceCredited(tx: RequestContext, customerId: string, credit: BalanceCreditedData): Promise<boolean> {
  return mailCustomer(tx, customerId, "balanceCredits", (t, language, site) => {
    const amount = formatMoney(credit.amountCents, language);
    return {
      subject: t("balanceCredited.subject", { amount, site }),
      lines: [
        t("balanceCredited.credited", { amount }),
        t("balanceCredited.balance", { balance: formatMoney(credit.balanceAfterCents, language) }),
        "",
        t("balanceCredited.dashboard", { url: `${tx.config.publicBaseUrl}/customer/dashboard` }),
      ],
    };
  });
}

/** Sent whatever the buyer's preferences (kind null): it explains where their money went. */
export function sendReservationPaidLate(tx: RequestContext, customerId: string, late: ReservationPaidLateData): Promise<boolean> {
  return mailCustomer(tx, customerId, null, (t, language, site) => ({
    subject: t("reservationPaidLate.subject", { site }),
    lines: [
      t(late.reason === "coupon" ? "reservationPaidLate.couponUsed" : "reservationPaidLate.expired", {
        quantity: formatCount(late.quantity, language),
        name: oneLine(late.productName),
        id: late.orderId,
      }),
      t("reservationPaidLate.credited", { amount: formatMoney(late.amountCents, language) }),
      "",
      t("balanceCredited.dashboard", { url: `${tx.config.publicBaseUrl}/customer/dashboard` }),
    ],
  }));
}

export function sendLicenseExpiryNotice(
  tx: RequestContext,
  customerId: string,
  license: { softwareName: string; plan: string; expiresAt: Date },
  kind: "expires_soon" | "expired",
): Promise<boolean> {
  const name = oneLine(license.softwareName);
  const plan = oneLine(license.plan);
  return mailCustomer(tx, customerId, "licenseExpiry", (t, language, site) => {
    const day = formatDay(license.expiresAt, language);
    return {
      subject: kind === "expired" ? t("licenceExpiry.subjectExpired", { name, site }) : t("licenceExpiry.subjectSoon", { name, day, site }),
      lines: [
        kind === "expired" ? t("licenceExpiry.expired", { name, plan, day }) : t("licenceExpiry.soon", { name, plan, day }),
        t("licenceExpiry.renew"),
        `${tx.config.publicBaseUrl}/customer/dashboard`,
      ],
    };
  });
}

/**
 * A guest's e-mail (no account, no preferences: only the mails about their order), in the
 * language of the page they bought on, with the order's signed link instead of a dashboard.
 */
async function mailGuest(
  tx: RequestContext,
  to: string,
  language: string | undefined,
  content: (t: Texts, language: Language, site: string) => MailContent | Promise<MailContent>,
): Promise<void> {
  const site = await siteNameOf(tx);
  const lang = mailLanguage(language);
  const t = mailTexts(lang);
  const { subject, lines } = await content(t, lang, site);
  await sendMail(tx, { to, subject, text: [...lines, "", t("common.signature", { site })].join("\n") });
}

/** The guest's receipt: what was bought and the link back to the order, never the goods. */
export function sendGuestReceipt(tx: RequestContext, order: OrderCompletedData): Promise<void> {
  const number = order.orderNumber ?? order.orderId;
  return mailGuest(tx, order.email!, order.language, async (t, language, site) => ({
    subject: t("guestReceipt.subject", { site, number }),
    lines: [
      t("guestReceipt.thanks"),
      "",
      t("guestReceipt.number", { number }),
      t("guestReceipt.item", { name: await boughtNames(tx, order.orderId, order.productName, language) }),
      t("guestReceipt.quantity", { quantity: formatCount(order.quantity, language) }),
      ...(order.coupon ? [t("guestReceipt.coupon", { code: oneLine(order.coupon.code), discount: formatMoney(order.coupon.discountCents, language) })] : []),
      t("guestReceipt.total", { total: formatMoney(order.totalCents, language) }),
      "",
      t("guestReceipt.open", { url: orderLinkUrl(tx.config, order.orderId) }),
      "",
      t("guestReceipt.keep"),
      t("guestReceipt.safety"),
    ],
  }));
}

/** A guest paid after the order's items were sold: nothing was delivered and the shop refunds the payment. */
export function sendGuestPaidLate(tx: RequestContext, late: ReservationPaidLateData): Promise<void> {
  const number = late.orderNumber ?? late.orderId;
  return mailGuest(tx, late.email!, late.language, (t, language, site) => ({
    subject: t("guestPaidLate.subject", { site, number }),
    lines: [t("guestPaidLate.body", { amount: formatMoney(late.amountCents, language), number }), t("guestPaidLate.refund")],
  }));
}

/** The outbox events that mail their buyer (see sendBuyerEmailFor). */
const BUYER_MAIL_EVENTS = new Set(["order.completed", "balance.credited", "reservation.paid_late"]);

/** The buyer's e-mail for an outbox event, if its kind has one; sent in the fan-out's transaction. */
export async function sendBuyerEmailFor(tx: RequestContext, event: { type: string; ownerId: string | null; payload: string }): Promise<void> {
  if (!event.ownerId) {
    // A guest's order events carry the guest's e-mail (admins' events carry none).
    if (event.type === "order.completed" || event.type === "reservation.paid_late") {
      const data = JSON.parse(event.payload) as OrderCompletedData | ReservationPaidLateData;
      if (!data.guest || !data.email) return;
      if (event.type === "order.completed") await sendGuestReceipt(tx, data as OrderCompletedData);
      else await sendGuestPaidLate(tx, data as ReservationPaidLateData);
    }
    return;
  }
  if (event.type === "order.completed") await sendOrderReceipt(tx, event.ownerId, JSON.parse(event.payload) as OrderCompletedData);
  if (event.type === "balance.credited") await sendBalanceCredited(tx, event.ownerId, JSON.parse(event.payload) as BalanceCreditedData);
  if (event.type === "reservation.paid_late") await sendReservationPaidLate(tx, event.ownerId, JSON.parse(event.payload) as ReservationPaidLateData);
}
