import type { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795363881282 implements MigrationInterface {
  name = "Initial1795363881282";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "api_tokens" ("id" varchar(36) PRIMARY KEY NOT NULL, "customer_id" varchar(36) NOT NULL, "name" varchar(100) NOT NULL, "token_hash" varchar(64) NOT NULL, "prefix" varchar(16) NOT NULL, "created_at" datetime(3) NOT NULL, "last_used_at" datetime(3), "revoked_at" datetime(3))`);
    await queryRunner.query(`CREATE INDEX "ix_api_tokens_customer" ON "api_tokens" ("customer_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_api_tokens_hash" ON "api_tokens" ("token_hash") `);
    await queryRunner.query(`CREATE TABLE "audit_log" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "actor_id" varchar(36), "actor_email" varchar(255), "action" varchar(64) NOT NULL, "entity_type" varchar(64) NOT NULL, "entity_id" varchar(64), "details" text, "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_audit_log_created" ON "audit_log" ("created_at") `);
    await queryRunner.query(`CREATE TABLE "auth_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" varchar(36), "purpose" varchar(32) NOT NULL, "token_hash" varchar(64) NOT NULL, "expires_at" datetime(3) NOT NULL, "used_at" datetime(3), "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_auth_tokens_customer" ON "auth_tokens" ("customer_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_auth_tokens_hash" ON "auth_tokens" ("token_hash") `);
    await queryRunner.query(`CREATE TABLE "balance_ledger" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" varchar(36) NOT NULL, "amount_cents" bigint NOT NULL DEFAULT (0), "balance_after_cents" bigint NOT NULL DEFAULT (0), "kind" varchar(32) NOT NULL, "reason" varchar(500), "order_id" varchar(36), "payment_id" varchar(36), "actor_id" varchar(36), "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_balance_ledger_payment" ON "balance_ledger" ("payment_id") `);
    await queryRunner.query(`CREATE INDEX "ix_balance_ledger_customer" ON "balance_ledger" ("customer_id", "id") `);
    await queryRunner.query(`CREATE TABLE "products" ("id" varchar(64) PRIMARY KEY NOT NULL, "product_type" varchar(16) NOT NULL DEFAULT ('account'), "name" varchar(255) NOT NULL, "description" text, "price_per_account_cents" bigint NOT NULL DEFAULT (0), "min_purchase_quantity" integer NOT NULL DEFAULT (1), "max_purchase_quantity" integer, "image" varchar(1024), "category" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE TABLE "site_settings" ("id" varchar(64) PRIMARY KEY NOT NULL, "site_name" varchar(255) NOT NULL, "site_tagline" varchar(255) NOT NULL, "site_description" text, "logo_url" varchar(1024), "favicon_url" varchar(1024), "contact_telegram_url" varchar(1024), "contact_whatsapp_url" varchar(1024), "total_revenue_display_cents" bigint NOT NULL DEFAULT (0), "total_accounts_sold_lifetime" bigint NOT NULL DEFAULT (0), "cryptomus_merchant_id" varchar(255), "cryptomus_api_key" text, "payment_mode" varchar(16) NOT NULL DEFAULT ('sandbox'), "session_timeout_minutes" integer NOT NULL DEFAULT (30), "low_stock_threshold" integer NOT NULL DEFAULT (50), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE TABLE "contact_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "email" varchar(255) NOT NULL, "subject" varchar(255) NOT NULL, "message" text NOT NULL, "customer_id" varchar(36), "created_at" datetime(3) NOT NULL, "read_at" datetime(3))`);
    await queryRunner.query(`CREATE TABLE "customers" ("id" varchar(36) PRIMARY KEY NOT NULL, "email" varchar(255) NOT NULL, "name" varchar(255) NOT NULL, "role" varchar(16) NOT NULL DEFAULT ('customer'), "balance_cents" bigint NOT NULL DEFAULT (0), "join_date" datetime(3) NOT NULL, "password_hash" varchar(255) NOT NULL, "email_confirmed_at" datetime(3), "token_version" bigint NOT NULL DEFAULT (0), "totp_secret" text, "totp_enabled_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_customers_email" ON "customers" ("email") `);
    await queryRunner.query(`CREATE TABLE "licenses" ("id" varchar(36) PRIMARY KEY NOT NULL, "license_key" varchar(19) NOT NULL, "email" varchar(255) NOT NULL, "plan" varchar(16) NOT NULL DEFAULT ('standard'), "software_name" varchar(64) NOT NULL DEFAULT ('StoryTag'), "status" boolean NOT NULL DEFAULT (1), "start_date" datetime(3) NOT NULL, "expires_at" datetime(3) NOT NULL, "last_used_at" datetime(3), "customer_id" varchar(36), "order_id" varchar(36), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_licenses_key" ON "licenses" ("license_key") `);
    await queryRunner.query(`CREATE INDEX "ix_licenses_email" ON "licenses" ("email") `);
    await queryRunner.query(`CREATE INDEX "ix_licenses_customer_id" ON "licenses" ("customer_id") `);
    await queryRunner.query(`CREATE TABLE "software_subscriptions" ("id" varchar(36) PRIMARY KEY NOT NULL, "customer_id" varchar(36), "software_name" varchar(64) NOT NULL, "amount_cents" bigint NOT NULL DEFAULT (0), "status" boolean NOT NULL DEFAULT (1), "start_date" datetime(3) NOT NULL, "end_date" datetime(3) NOT NULL, "payment_method" varchar(32) NOT NULL DEFAULT ('balance'), "license_id" varchar(36), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE INDEX "ix_software_subscriptions_customer_id" ON "software_subscriptions" ("customer_id") `);
    await queryRunner.query(`CREATE TABLE "email_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "to_address" varchar(255) NOT NULL, "subject" varchar(255) NOT NULL, "body_text" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('outbox'), "error" varchar(500), "created_at" datetime(3) NOT NULL, "sent_at" datetime(3))`);
    await queryRunner.query(`CREATE TABLE "orders" ("id" varchar(36) PRIMARY KEY NOT NULL, "customer_id" varchar(36), "product_id" varchar(64) NOT NULL, "product_name" varchar(255) NOT NULL, "quantity" integer NOT NULL, "total_price_cents" bigint NOT NULL DEFAULT (0), "purchase_date" datetime(3) NOT NULL, "order_type" varchar(16) NOT NULL DEFAULT ('account'), "license_id" varchar(36), "idempotency_key" varchar(128), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE INDEX "ix_orders_customer_id" ON "orders" ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_orders_purchase_date" ON "orders" ("purchase_date") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_orders_customer_idempotency" ON "orders" ("customer_id", "idempotency_key") `);
    await queryRunner.query(`CREATE TABLE "payments" ("id" varchar(36) PRIMARY KEY NOT NULL, "customer_id" varchar(36) NOT NULL, "provider" varchar(16) NOT NULL, "provider_invoice_id" varchar(128), "amount_cents" bigint NOT NULL DEFAULT (0), "currency" varchar(8) NOT NULL DEFAULT ('USD'), "status" varchar(32) NOT NULL DEFAULT ('pending'), "provider_status" varchar(32), "is_final" boolean NOT NULL DEFAULT (0), "payment_url" varchar(2048), "credited_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE INDEX "ix_payments_customer_id" ON "payments" ("customer_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_payments_provider_invoice" ON "payments" ("provider", "provider_invoice_id") `);
    await queryRunner.query(`CREATE TABLE "payment_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "payment_id" varchar(36), "source" varchar(32) NOT NULL, "provider_status" varchar(32), "is_final" boolean NOT NULL DEFAULT (0), "source_ip" varchar(64), "outcome" varchar(255), "payload" text, "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_payment_events_payment_id" ON "payment_events" ("payment_id") `);
    await queryRunner.query(`CREATE TABLE "rate_limit_hits" ("bucket_key" varchar(191) NOT NULL, "window_start" bigint NOT NULL, "hits" integer NOT NULL DEFAULT (0), PRIMARY KEY ("bucket_key", "window_start"))`);
    await queryRunner.query(`CREATE TABLE "stock_accounts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(255) NOT NULL, "password" text NOT NULL, "email" varchar(255) NOT NULL, "email_password" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('available'), "sold_to" varchar(36), "order_id" varchar(36), "sold_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_username" ON "stock_accounts" ("username") `);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_email" ON "stock_accounts" ("email") `);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_order_id" ON "stock_accounts" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_status_id" ON "stock_accounts" ("status", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_status_id"`);
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_order_id"`);
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_email"`);
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_username"`);
    await queryRunner.query(`DROP TABLE "stock_accounts"`);
    await queryRunner.query(`DROP TABLE "rate_limit_hits"`);
    await queryRunner.query(`DROP INDEX "ix_payment_events_payment_id"`);
    await queryRunner.query(`DROP TABLE "payment_events"`);
    await queryRunner.query(`DROP INDEX "uq_payments_provider_invoice"`);
    await queryRunner.query(`DROP INDEX "ix_payments_customer_id"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP INDEX "uq_orders_customer_idempotency"`);
    await queryRunner.query(`DROP INDEX "ix_orders_purchase_date"`);
    await queryRunner.query(`DROP INDEX "ix_orders_customer_id"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP TABLE "email_outbox"`);
    await queryRunner.query(`DROP INDEX "ix_software_subscriptions_customer_id"`);
    await queryRunner.query(`DROP TABLE "software_subscriptions"`);
    await queryRunner.query(`DROP INDEX "ix_licenses_customer_id"`);
    await queryRunner.query(`DROP INDEX "ix_licenses_email"`);
    await queryRunner.query(`DROP INDEX "uq_licenses_key"`);
    await queryRunner.query(`DROP TABLE "licenses"`);
    await queryRunner.query(`DROP INDEX "uq_customers_email"`);
    await queryRunner.query(`DROP TABLE "customers"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
    await queryRunner.query(`DROP TABLE "site_settings"`);
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`DROP INDEX "ix_balance_ledger_customer"`);
    await queryRunner.query(`DROP INDEX "uq_balance_ledger_payment"`);
    await queryRunner.query(`DROP TABLE "balance_ledger"`);
    await queryRunner.query(`DROP INDEX "uq_auth_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "ix_auth_tokens_customer"`);
    await queryRunner.query(`DROP TABLE "auth_tokens"`);
    await queryRunner.query(`DROP INDEX "ix_audit_log_created"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(`DROP INDEX "uq_api_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "ix_api_tokens_customer"`);
    await queryRunner.query(`DROP TABLE "api_tokens"`);
  }
}
