import { MAX_MONEY_CENTS, moneyLimitMessage } from "../../../common/limits";
import type { RequestContext } from "../../context";
import { TELEGRAM_CHAT_ID_MAX_LENGTH, TELEGRAM_CHAT_ID_SHAPE, TELEGRAM_TOKEN_MAX_LENGTH, TELEGRAM_TOKEN_SHAPE } from "../../../common/telegram";
import { badField, badInput } from "../../errors";
import { requireAdmin } from "../auth";
import { recordAudit } from "../audit";
import { AdminAlertSettings } from "./admin-alert-settings.entity";
import { ADMIN_ALERT_EVENTS } from "./admin-alerts";
import { sendTelegramMessage, type TelegramAnswer } from "./telegram-client";

export interface AdminAlertSettingsInput {
  events: string[];
  minOrderCents: number | null;
  byEmail: boolean;
  byTelegram: boolean;
  telegramChatId: string | null;
  /** Undefined keeps the stored token; an empty string removes it. */
  telegramBotToken?: string | null;
}

function defaults(adminId: string, now: Date): AdminAlertSettings {
  return Object.assign(new AdminAlertSettings(), {
    adminId,
    events: "",
    minOrderCents: null,
    byEmail: true,
    byTelegram: false,
    telegramChatId: null,
    telegramBotToken: null,
    updatedAt: now,
  });
}

export async function myAdminAlertSettings(ctx: RequestContext): Promise<AdminAlertSettings> {
  const admin = requireAdmin(ctx);
  return (await ctx.manager.getRepository(AdminAlertSettings).findOneBy({ adminId: admin.id })) ?? defaults(admin.id, ctx.clock.now());
}

export async function updateAdminAlertSettings(ctx: RequestContext, input: AdminAlertSettingsInput): Promise<AdminAlertSettings> {
  const admin = requireAdmin(ctx);
  const events = [...new Set(input.events.map((e) => e.trim()))];
  const unknown = events.find((e) => !(ADMIN_ALERT_EVENTS as readonly string[]).includes(e));
  if (unknown !== undefined) throw badInput(`Unknown alert "${unknown.slice(0, 40)}". Choose from: ${ADMIN_ALERT_EVENTS.join(", ")}.`);
  if (input.minOrderCents !== null && (!Number.isSafeInteger(input.minOrderCents) || input.minOrderCents < 0))
    throw badField("minOrderCents", "The minimum order amount must be zero or more.");
  if (input.minOrderCents !== null && input.minOrderCents > MAX_MONEY_CENTS) throw badField("minOrderCents", moneyLimitMessage("The minimum order amount"));
  const chatId = input.telegramChatId?.trim() || null;
  if (chatId && (chatId.length > TELEGRAM_CHAT_ID_MAX_LENGTH || !TELEGRAM_CHAT_ID_SHAPE.test(chatId)))
    throw badField("telegramChatId", "The Telegram chat id is a number (e.g. 123456789 or -100123…) or a channel name like @myshop.");
  const token = input.telegramBotToken?.trim();
  if (token && (token.length > TELEGRAM_TOKEN_MAX_LENGTH || !TELEGRAM_TOKEN_SHAPE.test(token)))
    throw badField("telegramBotToken", "The bot token looks like 123456789:AA… (from @BotFather).");
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(AdminAlertSettings);
    const current = (await repo.findOneBy({ adminId: admin.id })) ?? defaults(admin.id, tx.clock.now());
    const next = Object.assign(current, {
      events: events.join(","),
      minOrderCents: input.minOrderCents,
      byEmail: input.byEmail,
      byTelegram: input.byTelegram,
      telegramChatId: chatId,
      telegramBotToken: token === undefined ? current.telegramBotToken : token || null,
      updatedAt: tx.clock.now(),
    });
    if (next.byTelegram && (!next.telegramBotToken || !next.telegramChatId)) {
      throw badField(next.telegramBotToken ? "telegramChatId" : "telegramBotToken", "Enter the bot token and the chat id to get alerts on Telegram.");
    }
    await repo.save(next);
    await recordAudit(tx, {
      action: "admin_alerts.updated",
      entityType: "customer",
      entityId: admin.id,
      details: { events, byEmail: next.byEmail, byTelegram: next.byTelegram },
    });
    return next;
  });
}

/** Sends a test message with the stored bot and answers with what Telegram said. */
export async function sendTelegramTestMessage(ctx: RequestContext): Promise<TelegramAnswer> {
  requireAdmin(ctx);
  const settings = await myAdminAlertSettings(ctx);
  if (!settings.telegramBotToken || !settings.telegramChatId) return { ok: false, description: "Save a bot token and a chat id first." };
  return sendTelegramMessage(
    ctx.config.webhooks.telegramApiUrl,
    settings.telegramBotToken,
    settings.telegramChatId,
    "Test message from your shop: Telegram alerts work.",
  );
}
