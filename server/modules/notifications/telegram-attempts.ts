import { LessThanOrEqual } from "typeorm";
import type { RequestContext } from "../../context";
import { acquireLease } from "../../db/job-lease";
import { log } from "../../log";
import { AdminAlertSettings } from "./admin-alert-settings.entity";
import { TelegramAlert } from "./telegram-alert.entity";
import { sendTelegramMessage, TELEGRAM_TIMEOUT_MS } from "./telegram-client";
import { retryDelayMs } from "./retry-delay";

const DUE_BATCH = 20;
/** An attempt's lease outlives the request's timeout, so nobody else starts it while it may still be running. */
const ATTEMPT_LEASE_SECONDS = TELEGRAM_TIMEOUT_MS / 1000 + 50;

/** The lease that makes one attempt of one Telegram alert happen once across every instance. */
export function telegramAttemptLeaseName(alertId: number, attempt: number): string {
  return `telegram:${alertId}:${attempt}`;
}

/** Queues an alert in the caller's (fan-out) transaction; it is sent after commit by the dispatcher. */
export async function queueTelegramAlert(tx: RequestContext, alert: { adminId: string; eventId: string; eventType: string; text: string }): Promise<void> {
  const now = tx.clock.now();
  await tx.manager
    .getRepository(TelegramAlert)
    .insert({ ...alert, status: "pending", attempts: 0, nextAttemptAt: now, lastAttemptAt: null, lastError: null, createdAt: now });
}

/** Makes every Telegram attempt that is due now, in parallel; returns how many were made here. */
export async function runDueTelegramAlerts(ctx: RequestContext): Promise<number> {
  const due = await ctx.manager.getRepository(TelegramAlert).find({
    where: { status: "pending", nextAttemptAt: LessThanOrEqual(ctx.clock.now()) },
    order: { nextAttemptAt: "ASC" },
    take: DUE_BATCH,
  });
  const made = await Promise.all(due.map((a) => attemptAlert(ctx, a.id, a.attempts)));
  return made.filter(Boolean).length;
}

async function attemptAlert(ctx: RequestContext, alertId: number, attemptsSoFar: number): Promise<boolean> {
  const attempt = attemptsSoFar + 1;
  if (!(await acquireLease(ctx.db, telegramAttemptLeaseName(alertId, attempt), ATTEMPT_LEASE_SECONDS, ctx.clock.now()))) return false;
  // Another instance may have made this attempt between our read and the lease.
  const alert = await ctx.manager.getRepository(TelegramAlert).findOneBy({ id: alertId });
  if (!alert || alert.status !== "pending" || alert.attempts !== attemptsSoFar) return false;
  const settings = await ctx.manager.getRepository(AdminAlertSettings).findOneBy({ adminId: alert.adminId });
  const bot =
    settings?.byTelegram && settings.telegramBotToken && settings.telegramChatId ? { token: settings.telegramBotToken, chatId: settings.telegramChatId } : null;
  const answer = bot
    ? await sendTelegramMessage(ctx.config.webhooks.telegramApiUrl, bot.token, bot.chatId, alert.text)
    : { ok: false, description: "Telegram alerts were switched off or the bot was removed." };

  const now = ctx.clock.now();
  const attempts = alert.attempts + 1;
  const windowOver = now.getTime() - alert.createdAt.getTime() >= ctx.config.webhooks.retryWindowSeconds * 1000;
  const giveUp = !answer.ok && (windowOver || !bot);
  await ctx.manager
    .createQueryBuilder()
    .update(TelegramAlert)
    .set({
      attempts,
      status: answer.ok ? "sent" : giveUp ? "failed" : "pending",
      lastAttemptAt: now,
      lastError: answer.ok ? null : answer.description.slice(0, 500),
      nextAttemptAt: answer.ok || giveUp ? now : new Date(now.getTime() + retryDelayMs(ctx.config.webhooks.retryBaseMs, attempts)),
    })
    .where("id = :id AND attempts = :before", { id: alert.id, before: alert.attempts })
    .execute();
  if (!answer.ok)
    log.warn("telegram alert failed", {
      alertId: alert.id,
      adminId: alert.adminId,
      event: alert.eventType,
      attempts,
      description: answer.description,
      gaveUp: giveUp,
    });
  return true;
}
