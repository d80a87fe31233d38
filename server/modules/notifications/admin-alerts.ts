import type { RequestContext } from "../../context";
import { Customer } from "../customers/customer.entity";
import { sendMail } from "../mail/mail.service";
import { centsToAmount } from "../payments/amount";
import { AdminAlertSettings } from "./admin-alert-settings.entity";
import type { NotificationEvent } from "./notification-event.entity";
import { queueTelegramAlert } from "./telegram-attempts";

export const ADMIN_ALERT_EVENTS = ["order.completed", "payment.needs_review", "stock.low", "license_check.abuse"] as const;

/** The alert's one-paragraph text, the same on every channel; it names no customer's credentials. */
export function alertText(event: { type: string; payload: string }, baseUrl: string): { subject: string; text: string } | null {
  const data = JSON.parse(event.payload) as Record<string, unknown>;
  const money = (cents: unknown) => `$${centsToAmount(Number(cents))}`;
  if (event.type === "order.completed") {
    return { subject: `New order: ${money(data.totalCents)}`, text: `New order: ${data.quantity} × ${data.productName} for ${money(data.totalCents)}.\n${baseUrl}/admin/orders` };
  }
  if (event.type === "payment.needs_review") {
    return { subject: `Top-up needs review: ${money(data.amountCents)}`, text: `A top-up of ${money(data.amountCents)} needs review (${data.reason}).\n${baseUrl}/admin/inbox` };
  }
  if (event.type === "license_check.abuse") {
    return {
      subject: `Licence check abuse from ${data.ip}`,
      text: `${data.ip} went over the licence-check limit of ${data.limitPerMinute} per minute in ${data.minutesOverLimit} minutes of the last hour.\n${baseUrl}/admin/licenses`,
    };
  }
  if (event.type === "stock.low") return { subject: `Low stock: ${data.available} left${data.productName ? ` of ${data.productName}` : ""}`, text: `Available stock${data.productName ? ` of ${data.productName}` : ""} fell to ${data.available}, below ${data.threshold}.\n${baseUrl}/admin/accounts` };
  return null;
}

/**
 * Each admin's chosen alerts for one outbox event: the e-mail joins the fan-out's transaction,
 * the Telegram message is queued in it and sent (and retried) after commit by the dispatcher.
 */
export async function sendAdminAlertsFor(tx: RequestContext, event: NotificationEvent): Promise<void> {
  const alert = alertText(event, tx.config.publicBaseUrl);
  if (!alert) return;
  const total = event.type === "order.completed" ? Number((JSON.parse(event.payload) as { totalCents: number }).totalCents) : null;
  const wanted = (await tx.manager.getRepository(AdminAlertSettings).find()).filter(
    (s) => s.events.split(",").includes(event.type) && (total === null || s.minOrderCents === null || total >= s.minOrderCents),
  );
  for (const settings of wanted) {
    const admin = await tx.manager.getRepository(Customer).findOne({ where: { id: settings.adminId, role: "admin" }, select: { id: true, email: true } });
    if (!admin) continue;
    if (settings.byEmail) await sendMail(tx, { to: admin.email, subject: alert.subject, text: alert.text });
    const { telegramBotToken: token, telegramChatId: chatId } = settings;
    if (settings.byTelegram && token && chatId) await queueTelegramAlert(tx, { adminId: admin.id, eventId: event.id, eventType: event.type, text: alert.text });
  }
}
