import type { MigrationInterface, QueryRunner } from "typeorm";

export class AdminAlertSettings1795437061587 implements MigrationInterface {
  name = "AdminAlertSettings1795437061587";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "admin_alert_settings" ("admin_id" varchar(36) PRIMARY KEY NOT NULL, "events" varchar(255) NOT NULL DEFAULT (''), "min_order_cents" bigint, "by_email" boolean NOT NULL DEFAULT (1), "by_telegram" boolean NOT NULL DEFAULT (0), "telegram_chat_id" varchar(64), "telegram_bot_token" text, "updated_at" datetime(3) NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "admin_alert_settings"`);
  }
}
