import type { MigrationInterface, QueryRunner } from "typeorm";

export class TelegramAlerts1795443667947 implements MigrationInterface {
  name = "TelegramAlerts1795443667947";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "telegram_alerts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "admin_id" varchar(36) NOT NULL, "event_id" varchar(36) NOT NULL, "event_type" varchar(32) NOT NULL, "text" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime(3) NOT NULL, "last_attempt_at" datetime(3), "last_error" varchar(500), "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_telegram_alerts_due" ON "telegram_alerts" ("status", "next_attempt_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_telegram_alerts_admin_event" ON "telegram_alerts" ("admin_id", "event_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_telegram_alerts_admin_event"`);
    await queryRunner.query(`DROP INDEX "IDX_telegram_alerts_due"`);
    await queryRunner.query(`DROP TABLE "telegram_alerts"`);
  }
}
