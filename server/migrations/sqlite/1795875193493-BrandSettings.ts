import type { MigrationInterface, QueryRunner } from "typeorm";

export class BrandSettings1795875193493 implements MigrationInterface {
  name = "BrandSettings1795875193493";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "temporary_site_settings" ("id" varchar(64) PRIMARY KEY NOT NULL, "site_name" varchar(255) NOT NULL, "site_tagline" varchar(255) NOT NULL, "site_description" text, "logo_url" varchar(1024), "favicon_url" varchar(1024), "contact_telegram_url" varchar(1024), "contact_whatsapp_url" varchar(1024), "total_revenue_display_cents" bigint NOT NULL DEFAULT (0), "total_accounts_sold_lifetime" bigint NOT NULL DEFAULT (0), "cryptomus_merchant_id" varchar(255), "cryptomus_api_key" text, "payment_mode" varchar(16) NOT NULL DEFAULT ('sandbox'), "session_timeout_minutes" integer NOT NULL DEFAULT (30), "low_stock_threshold" integer NOT NULL DEFAULT (50), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "accent_color" varchar(7), "hero_image_url" varchar(1024), "tools_link_shown" boolean NOT NULL DEFAULT (1), "tools_link_url" varchar(1024))`);
    await queryRunner.query(`INSERT INTO "temporary_site_settings"("id", "site_name", "site_tagline", "site_description", "logo_url", "favicon_url", "contact_telegram_url", "contact_whatsapp_url", "total_revenue_display_cents", "total_accounts_sold_lifetime", "cryptomus_merchant_id", "cryptomus_api_key", "payment_mode", "session_timeout_minutes", "low_stock_threshold", "updated_at") SELECT "id", "site_name", "site_tagline", "site_description", "logo_url", "favicon_url", "contact_telegram_url", "contact_whatsapp_url", "total_revenue_display_cents", "total_accounts_sold_lifetime", "cryptomus_merchant_id", "cryptomus_api_key", "payment_mode", "session_timeout_minutes", "low_stock_threshold", "updated_at" FROM "site_settings"`);
    await queryRunner.query(`DROP TABLE "site_settings"`);
    await queryRunner.query(`ALTER TABLE "temporary_site_settings" RENAME TO "site_settings"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "site_settings" RENAME TO "temporary_site_settings"`);
    await queryRunner.query(`CREATE TABLE "site_settings" ("id" varchar(64) PRIMARY KEY NOT NULL, "site_name" varchar(255) NOT NULL, "site_tagline" varchar(255) NOT NULL, "site_description" text, "logo_url" varchar(1024), "favicon_url" varchar(1024), "contact_telegram_url" varchar(1024), "contact_whatsapp_url" varchar(1024), "total_revenue_display_cents" bigint NOT NULL DEFAULT (0), "total_accounts_sold_lifetime" bigint NOT NULL DEFAULT (0), "cryptomus_merchant_id" varchar(255), "cryptomus_api_key" text, "payment_mode" varchar(16) NOT NULL DEFAULT ('sandbox'), "session_timeout_minutes" integer NOT NULL DEFAULT (30), "low_stock_threshold" integer NOT NULL DEFAULT (50), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "site_settings"("id", "site_name", "site_tagline", "site_description", "logo_url", "favicon_url", "contact_telegram_url", "contact_whatsapp_url", "total_revenue_display_cents", "total_accounts_sold_lifetime", "cryptomus_merchant_id", "cryptomus_api_key", "payment_mode", "session_timeout_minutes", "low_stock_threshold", "updated_at") SELECT "id", "site_name", "site_tagline", "site_description", "logo_url", "favicon_url", "contact_telegram_url", "contact_whatsapp_url", "total_revenue_display_cents", "total_accounts_sold_lifetime", "cryptomus_merchant_id", "cryptomus_api_key", "payment_mode", "session_timeout_minutes", "low_stock_threshold", "updated_at" FROM "temporary_site_settings"`);
    await queryRunner.query(`DROP TABLE "temporary_site_settings"`);
  }
}
