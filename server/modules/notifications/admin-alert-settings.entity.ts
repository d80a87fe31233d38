import { Entity, PrimaryColumn } from "typeorm";
import { BoolColumn, DateTimeColumn, EncryptedColumn, MoneyColumn, TextColumn } from "../../db/columns";

/** What one admin wants to hear about, and where: e-mail, their Telegram bot, or both. */
@Entity("admin_alert_settings")
export class AdminAlertSettings {
  @PrimaryColumn({ type: "varchar", length: 36, name: "admin_id" })
  adminId: string;

  /** Comma-separated alert events: order.completed, payment.needs_review, stock.low, license_check.abuse. */
  @TextColumn(255, { default: "" })
  events: string;

  /** New-order alerts only from this total up; null means every order. */
  @MoneyColumn({ name: "min_order_cents", nullable: true, default: null })
  minOrderCents: number | null;

  @BoolColumn({ name: "by_email", default: true })
  byEmail: boolean;

  @BoolColumn({ name: "by_telegram", default: false })
  byTelegram: boolean;

  @TextColumn(64, { name: "telegram_chat_id", nullable: true })
  telegramChatId: string | null;

  /** The bot's token, encrypted at rest; the API never hands it back. */
  @EncryptedColumn({ name: "telegram_bot_token", nullable: true })
  telegramBotToken: string | null;

  @DateTimeColumn({ name: "updated_at" })
  updatedAt: Date;
}
