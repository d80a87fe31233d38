import type { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795363881846 implements MigrationInterface {
  name = "Initial1795363881846";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`api_tokens\` (\`id\` varchar(36) NOT NULL, \`customer_id\` varchar(36) NOT NULL, \`name\` varchar(100) NOT NULL, \`token_hash\` varchar(64) NOT NULL, \`prefix\` varchar(16) NOT NULL, \`created_at\` datetime(3) NOT NULL, \`last_used_at\` datetime(3) NULL, \`revoked_at\` datetime(3) NULL, INDEX \`ix_api_tokens_customer\` (\`customer_id\`), UNIQUE INDEX \`uq_api_tokens_hash\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`audit_log\` (\`id\` int NOT NULL AUTO_INCREMENT, \`actor_id\` varchar(36) NULL, \`actor_email\` varchar(255) NULL, \`action\` varchar(64) NOT NULL, \`entity_type\` varchar(64) NOT NULL, \`entity_id\` varchar(64) NULL, \`details\` text NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`ix_audit_log_created\` (\`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`auth_tokens\` (\`id\` int NOT NULL AUTO_INCREMENT, \`customer_id\` varchar(36) NULL, \`purpose\` varchar(32) NOT NULL, \`token_hash\` varchar(64) NOT NULL, \`expires_at\` datetime(3) NOT NULL, \`used_at\` datetime(3) NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`ix_auth_tokens_customer\` (\`customer_id\`), UNIQUE INDEX \`uq_auth_tokens_hash\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`balance_ledger\` (\`id\` int NOT NULL AUTO_INCREMENT, \`customer_id\` varchar(36) NOT NULL, \`amount_cents\` bigint NOT NULL DEFAULT '0', \`balance_after_cents\` bigint NOT NULL DEFAULT '0', \`kind\` varchar(32) NOT NULL, \`reason\` varchar(500) NULL, \`order_id\` varchar(36) NULL, \`payment_id\` varchar(36) NULL, \`actor_id\` varchar(36) NULL, \`created_at\` datetime(3) NOT NULL, UNIQUE INDEX \`uq_balance_ledger_payment\` (\`payment_id\`), INDEX \`ix_balance_ledger_customer\` (\`customer_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`products\` (\`id\` varchar(64) NOT NULL, \`product_type\` varchar(16) NOT NULL DEFAULT 'account', \`name\` varchar(255) NOT NULL, \`description\` text NULL, \`price_per_account_cents\` bigint NOT NULL DEFAULT '0', \`min_purchase_quantity\` int NOT NULL DEFAULT '1', \`max_purchase_quantity\` int NULL, \`image\` varchar(1024) NULL, \`category\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`site_settings\` (\`id\` varchar(64) NOT NULL, \`site_name\` varchar(255) NOT NULL, \`site_tagline\` varchar(255) NOT NULL, \`site_description\` text NULL, \`logo_url\` varchar(1024) NULL, \`favicon_url\` varchar(1024) NULL, \`contact_telegram_url\` varchar(1024) NULL, \`contact_whatsapp_url\` varchar(1024) NULL, \`total_revenue_display_cents\` bigint NOT NULL DEFAULT '0', \`total_accounts_sold_lifetime\` bigint NOT NULL DEFAULT '0', \`cryptomus_merchant_id\` varchar(255) NULL, \`cryptomus_api_key\` text NULL, \`payment_mode\` varchar(16) NOT NULL DEFAULT 'sandbox', \`session_timeout_minutes\` int NOT NULL DEFAULT '30', \`low_stock_threshold\` int NOT NULL DEFAULT '50', \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`contact_messages\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`email\` varchar(255) NOT NULL, \`subject\` varchar(255) NOT NULL, \`message\` text NOT NULL, \`customer_id\` varchar(36) NULL, \`created_at\` datetime(3) NOT NULL, \`read_at\` datetime(3) NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`customers\` (\`id\` varchar(36) NOT NULL, \`email\` varchar(255) NOT NULL, \`name\` varchar(255) NOT NULL, \`role\` varchar(16) NOT NULL DEFAULT 'customer', \`balance_cents\` bigint NOT NULL DEFAULT '0', \`join_date\` datetime(3) NOT NULL, \`password_hash\` varchar(255) NOT NULL, \`email_confirmed_at\` datetime(3) NULL, \`token_version\` bigint NOT NULL DEFAULT '0', \`totp_secret\` text NULL, \`totp_enabled_at\` datetime(3) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_customers_email\` (\`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`licenses\` (\`id\` varchar(36) NOT NULL, \`license_key\` varchar(19) NOT NULL, \`email\` varchar(255) NOT NULL, \`plan\` varchar(16) NOT NULL DEFAULT 'standard', \`software_name\` varchar(64) NOT NULL DEFAULT 'StoryTag', \`status\` tinyint NOT NULL DEFAULT 1, \`start_date\` datetime(3) NOT NULL, \`expires_at\` datetime(3) NOT NULL, \`last_used_at\` datetime(3) NULL, \`customer_id\` varchar(36) NULL, \`order_id\` varchar(36) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_licenses_key\` (\`license_key\`), INDEX \`ix_licenses_email\` (\`email\`), INDEX \`ix_licenses_customer_id\` (\`customer_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`software_subscriptions\` (\`id\` varchar(36) NOT NULL, \`customer_id\` varchar(36) NULL, \`software_name\` varchar(64) NOT NULL, \`amount_cents\` bigint NOT NULL DEFAULT '0', \`status\` tinyint NOT NULL DEFAULT 1, \`start_date\` datetime(3) NOT NULL, \`end_date\` datetime(3) NOT NULL, \`payment_method\` varchar(32) NOT NULL DEFAULT 'balance', \`license_id\` varchar(36) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_software_subscriptions_customer_id\` (\`customer_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`email_outbox\` (\`id\` int NOT NULL AUTO_INCREMENT, \`to_address\` varchar(255) NOT NULL, \`subject\` varchar(255) NOT NULL, \`body_text\` text NOT NULL, \`status\` varchar(16) NOT NULL DEFAULT 'outbox', \`error\` varchar(500) NULL, \`created_at\` datetime(3) NOT NULL, \`sent_at\` datetime(3) NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`orders\` (\`id\` varchar(36) NOT NULL, \`customer_id\` varchar(36) NULL, \`product_id\` varchar(64) NOT NULL, \`product_name\` varchar(255) NOT NULL, \`quantity\` int NOT NULL, \`total_price_cents\` bigint NOT NULL DEFAULT '0', \`purchase_date\` datetime(3) NOT NULL, \`order_type\` varchar(16) NOT NULL DEFAULT 'account', \`license_id\` varchar(36) NULL, \`idempotency_key\` varchar(128) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_orders_customer_id\` (\`customer_id\`), INDEX \`ix_orders_purchase_date\` (\`purchase_date\`), UNIQUE INDEX \`uq_orders_customer_idempotency\` (\`customer_id\`, \`idempotency_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`payments\` (\`id\` varchar(36) NOT NULL, \`customer_id\` varchar(36) NOT NULL, \`provider\` varchar(16) NOT NULL, \`provider_invoice_id\` varchar(128) NULL, \`amount_cents\` bigint NOT NULL DEFAULT '0', \`currency\` varchar(8) NOT NULL DEFAULT 'USD', \`status\` varchar(32) NOT NULL DEFAULT 'pending', \`provider_status\` varchar(32) NULL, \`is_final\` tinyint NOT NULL DEFAULT 0, \`payment_url\` varchar(2048) NULL, \`credited_at\` datetime(3) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`ix_payments_customer_id\` (\`customer_id\`), UNIQUE INDEX \`uq_payments_provider_invoice\` (\`provider\`, \`provider_invoice_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`payment_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`payment_id\` varchar(36) NULL, \`source\` varchar(32) NOT NULL, \`provider_status\` varchar(32) NULL, \`is_final\` tinyint NOT NULL DEFAULT 0, \`source_ip\` varchar(64) NULL, \`outcome\` varchar(255) NULL, \`payload\` text NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`ix_payment_events_payment_id\` (\`payment_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`rate_limit_hits\` (\`bucket_key\` varchar(191) NOT NULL, \`window_start\` bigint NOT NULL, \`hits\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`bucket_key\`, \`window_start\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`stock_accounts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`username\` varchar(255) NOT NULL, \`password\` text NOT NULL, \`email\` varchar(255) NOT NULL, \`email_password\` text NOT NULL, \`status\` varchar(16) NOT NULL DEFAULT 'available', \`sold_to\` varchar(36) NULL, \`order_id\` varchar(36) NULL, \`sold_at\` datetime(3) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_stock_accounts_username\` (\`username\`), INDEX \`ix_stock_accounts_email\` (\`email\`), INDEX \`ix_stock_accounts_order_id\` (\`order_id\`), INDEX \`ix_stock_accounts_status_id\` (\`status\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_stock_accounts_status_id\` ON \`stock_accounts\``);
    await queryRunner.query(`DROP INDEX \`ix_stock_accounts_order_id\` ON \`stock_accounts\``);
    await queryRunner.query(`DROP INDEX \`ix_stock_accounts_email\` ON \`stock_accounts\``);
    await queryRunner.query(`DROP INDEX \`ix_stock_accounts_username\` ON \`stock_accounts\``);
    await queryRunner.query(`DROP TABLE \`stock_accounts\``);
    await queryRunner.query(`DROP TABLE \`rate_limit_hits\``);
    await queryRunner.query(`DROP INDEX \`ix_payment_events_payment_id\` ON \`payment_events\``);
    await queryRunner.query(`DROP TABLE \`payment_events\``);
    await queryRunner.query(`DROP INDEX \`uq_payments_provider_invoice\` ON \`payments\``);
    await queryRunner.query(`DROP INDEX \`ix_payments_customer_id\` ON \`payments\``);
    await queryRunner.query(`DROP TABLE \`payments\``);
    await queryRunner.query(`DROP INDEX \`uq_orders_customer_idempotency\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_purchase_date\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_customer_id\` ON \`orders\``);
    await queryRunner.query(`DROP TABLE \`orders\``);
    await queryRunner.query(`DROP TABLE \`email_outbox\``);
    await queryRunner.query(`DROP INDEX \`ix_software_subscriptions_customer_id\` ON \`software_subscriptions\``);
    await queryRunner.query(`DROP TABLE \`software_subscriptions\``);
    await queryRunner.query(`DROP INDEX \`ix_licenses_customer_id\` ON \`licenses\``);
    await queryRunner.query(`DROP INDEX \`ix_licenses_email\` ON \`licenses\``);
    await queryRunner.query(`DROP INDEX \`uq_licenses_key\` ON \`licenses\``);
    await queryRunner.query(`DROP TABLE \`licenses\``);
    await queryRunner.query(`DROP INDEX \`uq_customers_email\` ON \`customers\``);
    await queryRunner.query(`DROP TABLE \`customers\``);
    await queryRunner.query(`DROP TABLE \`contact_messages\``);
    await queryRunner.query(`DROP TABLE \`site_settings\``);
    await queryRunner.query(`DROP TABLE \`products\``);
    await queryRunner.query(`DROP INDEX \`ix_balance_ledger_customer\` ON \`balance_ledger\``);
    await queryRunner.query(`DROP INDEX \`uq_balance_ledger_payment\` ON \`balance_ledger\``);
    await queryRunner.query(`DROP TABLE \`balance_ledger\``);
    await queryRunner.query(`DROP INDEX \`uq_auth_tokens_hash\` ON \`auth_tokens\``);
    await queryRunner.query(`DROP INDEX \`ix_auth_tokens_customer\` ON \`auth_tokens\``);
    await queryRunner.query(`DROP TABLE \`auth_tokens\``);
    await queryRunner.query(`DROP INDEX \`ix_audit_log_created\` ON \`audit_log\``);
    await queryRunner.query(`DROP TABLE \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`uq_api_tokens_hash\` ON \`api_tokens\``);
    await queryRunner.query(`DROP INDEX \`ix_api_tokens_customer\` ON \`api_tokens\``);
    await queryRunner.query(`DROP TABLE \`api_tokens\``);
  }
}
