import { DEFAULT_LANGUAGE, type Language } from "../../../common/languages";
import type { RequestContext } from "../../context";
import { oneLine } from "../../printable";
import { Customer } from "../customers";
import { formatCount, formatMoney, mailLanguage, mailTexts, sendMail } from "../mail";
import { oncePerTransaction } from "../../db/transaction-memo";
import { AdminAlertSettings } from "./admin-alert-settings.entity";
import type { NotificationEvent } from "./notification-event.entity";
import { queueTelegramAlert } from "./telegram-attempts";

export const ADMIN_ALERT_EVENTS = ["order.completed", "payment.needs_review", "stock.low", "license_check.abuse"] as const;

/** The alert's one-paragraph text in the admin's language, the same on every channel; it names no customer's credentials. */
export function alertText(
  event: { type: string; payload: string },
  baseUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): { subject: string; text: string } | null {
  const data = JSON.parse(event.payload) as Record<string, unknown>;
  const t = mailTexts(language);
  const money = (cents: unknown) => formatMoney(Number(cents), language);
  const text = (s: unknown) => oneLine(String(s ?? ""));
  if (event.type === "order.completed") {
    const params = { total: money(data.totalCents), quantity: formatCount(Number(data.quantity), language), product: text(data.productName) };
    return { subject: t("adminAlert.orderSubject", params), text: `${t("adminAlert.orderText", params)}\n${baseUrl}/admin/orders` };
  }
  if (event.type === "payment.needs_review") {
    const params = { amount: money(data.amountCents), reason: text(data.reason) };
    return { subject: t("adminAlert.reviewSubject", params), text: `${t("adminAlert.reviewText", params)}\n${baseUrl}/admin/inbox` };
  }
  if (event.type === "license_check.abuse") {
    const params = {
      ip: text(data.ip),
      limit: formatCount(Number(data.limitPerMinute), language),
      minutes: formatCount(Number(data.minutesOverLimit), language),
    };
    return { subject: t("adminAlert.abuseSubject", params), text: `${t("adminAlert.abuseText", params)}\n${baseUrl}/admin/licenses` };
  }
  if (event.type === "stock.low") {
    const params = {
      available: formatCount(Number(data.available), language),
      threshold: formatCount(Number(data.threshold), language),
      product: text(data.productName),
    };
    const of = data.productName ? "Of" : "";
    return { subject: t(`adminAlert.stockSubject${of}`, params), text: `${t(`adminAlert.stockText${of}`, params)}\n${baseUrl}/admin/accounts` };
  }
  return null;
}

/**
 * Each admin's chosen alerts for one outbox event: the e-mail joins the fan-out's transaction,
 * the Telegram message is queued in it and sent (and retried) after commit by the dispatcher.
 */
export async function sendAdminAlertsFor(tx: RequestContext, event: NotificationEvent): Promise<void> {
  if (!alertText(event, tx.config.publicBaseUrl)) return;
  const total = event.type === "order.completed" ? Number((JSON.parse(event.payload) as { totalCents: number }).totalCents) : null;
  const all = await oncePerTransaction(tx, "adminAlertSettings", () => tx.manager.getRepository(AdminAlertSettings).find());
  const wanted = all.filter((s) => s.events.split(",").includes(event.type) && (total === null || s.minOrderCents === null || total >= s.minOrderCents));
  for (const settings of wanted) {
    const admin = await tx.manager
      .getRepository(Customer)
      .findOne({ where: { id: settings.adminId, role: "admin" }, select: { id: true, email: true, language: true } });
    if (!admin) continue;
    const alert = alertText(event, tx.config.publicBaseUrl, mailLanguage(admin.language))!;
    if (settings.byEmail) await sendMail(tx, { to: admin.email, subject: alert.subject, text: alert.text });
    const { telegramBotToken: token, telegramChatId: chatId } = settings;
    if (settings.byTelegram && token && chatId) await queueTelegramAlert(tx, { adminId: admin.id, eventId: event.id, eventType: event.type, text: alert.text });
  }
}
