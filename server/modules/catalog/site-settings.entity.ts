import { Column, Entity, PrimaryColumn } from "typeorm";
import { BoolColumn, CounterColumn, EncryptedColumn, LongTextColumn, MoneyColumn, TextColumn, UpdatedAt } from "../../db/columns";

export const SETTINGS_ID = "main_settings";

export type PaymentMode = "sandbox" | "live";

@Entity("site_settings")
export class SiteSettings {
  @PrimaryColumn({ type: "varchar", length: 64 })
  id: string;

  @TextColumn(255, { name: "site_name" })
  siteName: string;

  @TextColumn(255, { name: "site_tagline" })
  siteTagline: string;

  @LongTextColumn({ name: "site_description", nullable: true })
  siteDescription: string | null;

  @TextColumn(1024, { name: "logo_url", nullable: true })
  logoUrl: string | null;

  @TextColumn(1024, { name: "favicon_url", nullable: true })
  faviconUrl: string | null;

  @TextColumn(1024, { name: "contact_telegram_url", nullable: true })
  contactTelegramUrl: string | null;

  @TextColumn(1024, { name: "contact_whatsapp_url", nullable: true })
  contactWhatsappUrl: string | null;

  /** The brand's accent (#rrggbb, readable at AA with white); null keeps the shipped teal. */
  @TextColumn(7, { name: "accent_color", nullable: true })
  accentColor: string | null;

  @TextColumn(1024, { name: "hero_image_url", nullable: true })
  heroImageUrl: string | null;

  /** The header's tools link: whether it shows, and where it goes (null: the tools page). Its label is a page text (brand.toolsLabel). */
  @BoolColumn({ name: "tools_link_shown", default: true })
  toolsLinkShown: boolean;

  @TextColumn(1024, { name: "tools_link_url", nullable: true })
  toolsLinkUrl: string | null;

  /** Adjustable by admins; purchases add to it. */
  @MoneyColumn({ name: "total_revenue_display_cents" })
  totalRevenueDisplayCents: number;

  @CounterColumn({ name: "total_accounts_sold_lifetime" })
  totalAccountsSoldLifetime: number;

  @TextColumn(255, { name: "cryptomus_merchant_id", nullable: true })
  cryptomusMerchantId: string | null;

  @EncryptedColumn({ name: "cryptomus_api_key", nullable: true })
  cryptomusApiKey: string | null;

  @TextColumn(16, { name: "payment_mode", default: "sandbox" })
  paymentMode: PaymentMode;

  @Column({ type: "int", name: "session_timeout_minutes", default: 30 })
  sessionTimeoutMinutes: number;

  @Column({ type: "int", name: "low_stock_threshold", default: 50 })
  lowStockThreshold: number;

  @UpdatedAt()
  updatedAt: Date;
}
