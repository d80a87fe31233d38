import type { RequestContext } from "../../context";
import { oneLine } from "../../printable";
import { getSiteSettings } from "../catalog/catalog.service";
import { Customer } from "../customers/customer.entity";
import { sendMail } from "../mail/mail.service";
import { centsToAmount } from "../payments/amount";
import type { BalanceCreditedData, OrderCompletedData } from "./notification-events";
import { emailPreferencesOf, type EmailKind } from "./notification-preferences";
import { unsubscribeUrl } from "./unsubscribe-token";

const dollars = (cents: number) => `$${centsToAmount(cents)}`;

/**
 * Sends one optional e-mail to a customer who has not switched its kind off, in the caller's
 * transaction, with the unsubscribe link at the bottom. What the mail says is built by `lines`
 * from plain data: credentials and licence keys are never part of it.
 */
async function mailCustomer(tx: RequestContext, customerId: string, kind: EmailKind, subject: (siteName: string) => string, lines: string[]): Promise<boolean> {
  if (!(await emailPreferencesOf(tx, customerId))[kind]) return false;
  const customer = await tx.manager.getRepository(Customer).findOne({ where: { id: customerId }, select: { id: true, email: true, name: true } });
  if (!customer) return false;
  const { siteName } = await getSiteSettings(tx);
  await sendMail(tx, {
    to: customer.email,
    subject: subject(siteName),
    text: [
      `Hello ${oneLine(customer.name)},`,
      "",
      ...lines,
      "",
      `— ${siteName}`,
      "",
      `To stop e-mails like this one, open: ${unsubscribeUrl(tx.config, customer.id, kind)}`,
    ].join("\n"),
  });
  return true;
}

export function sendOrderReceipt(tx: RequestContext, customerId: string, order: OrderCompletedData): Promise<boolean> {
  const where = order.orderType === "software" ? "your licences" : "the pack";
  return mailCustomer(tx, customerId, "orderReceipts", (site) => `Your ${site} receipt`, [
    "Thank you for your order. This is your receipt:",
    "",
    `Order: ${order.orderId}`,
    `Item: ${oneLine(order.productName)}`,
    `Quantity: ${order.quantity}`,
    ...(order.coupon ? [`Coupon ${oneLine(order.coupon.code)}: -${dollars(order.coupon.discountCents)}`] : []),
    `Total paid from your balance: ${dollars(order.totalCents)}`,
    "",
    `Open ${where} in your dashboard: ${tx.config.publicBaseUrl}/customer/dashboard`,
    "For your safety, the purchased credentials are shown only there, never in an e-mail.",
  ]);
}

export function sendBalanceCredited(tx: RequestContext, customerId: string, credit: BalanceCreditedData): Promise<boolean> {
  return mailCustomer(tx, customerId, "balanceCredits", (site) => `${dollars(credit.amountCents)} added to your ${site} balance`, [
    `Your top-up of ${dollars(credit.amountCents)} has been credited.`,
    `Your balance is now ${dollars(credit.balanceAfterCents)}.`,
    "",
    `Your dashboard: ${tx.config.publicBaseUrl}/customer/dashboard`,
  ]);
}

export function sendLicenseExpiryNotice(
  tx: RequestContext,
  customerId: string,
  license: { softwareName: string; plan: string; expiresAt: Date },
  kind: "expires_soon" | "expired",
): Promise<boolean> {
  const day = license.expiresAt.toISOString().slice(0, 10);
  const name = oneLine(license.softwareName);
  return mailCustomer(
    tx,
    customerId,
    "licenseExpiry",
    (site) => (kind === "expired" ? `Your ${name} licence has expired` : `Your ${name} licence expires on ${day}`) + ` — ${site}`,
    [
      kind === "expired" ? `Your ${name} licence (${oneLine(license.plan)} plan) expired on ${day}.` : `Your ${name} licence (${oneLine(license.plan)} plan) expires on ${day}, in 7 days or less.`,
      "Renew it from your dashboard to keep using the software without a break:",
      `${tx.config.publicBaseUrl}/customer/dashboard`,
    ],
  );
}

/** The buyer's e-mail for an outbox event, if its kind has one; sent in the fan-out's transaction. */
export async function sendBuyerEmailFor(tx: RequestContext, event: { type: string; ownerId: string | null; payload: string }): Promise<void> {
  if (!event.ownerId) return;
  if (event.type === "order.completed") await sendOrderReceipt(tx, event.ownerId, JSON.parse(event.payload) as OrderCompletedData);
  if (event.type === "balance.credited") await sendBalanceCredited(tx, event.ownerId, JSON.parse(event.payload) as BalanceCreditedData);
}
