import type { MigrationInterface, QueryRunner } from "typeorm";

export class NotificationsWebhooks1795435893964 implements MigrationInterface {
  name = "NotificationsWebhooks1795435893964";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "notification_outbox" ("id" varchar(36) PRIMARY KEY NOT NULL, "type" varchar(32) NOT NULL, "owner_id" varchar(36), "payload" text NOT NULL, "created_at" datetime(3) NOT NULL, "fanned_out_at" datetime(3))`);
    await queryRunner.query(`CREATE INDEX "IDX_notification_outbox_pending" ON "notification_outbox" ("fanned_out_at") `);
    await queryRunner.query(`CREATE TABLE "webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" varchar(36) NOT NULL, "event_id" varchar(36) NOT NULL, "event_type" varchar(32) NOT NULL, "body" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime(3) NOT NULL, "window_started_at" datetime(3) NOT NULL, "last_attempt_at" datetime(3), "last_response_code" integer, "last_error" varchar(500), "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_webhook_deliveries_endpoint_event" ON "webhook_deliveries" ("endpoint_id", "event_id") `);
    await queryRunner.query(`CREATE TABLE "webhook_endpoints" ("id" varchar(36) PRIMARY KEY NOT NULL, "owner_id" varchar(36) NOT NULL, "url" varchar(1024) NOT NULL, "events" varchar(255) NOT NULL, "secret" text NOT NULL, "enabled" boolean NOT NULL DEFAULT (1), "disabled_reason" varchar(255), "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_endpoints_owner" ON "webhook_endpoints" ("owner_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_webhook_endpoints_owner"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`DROP INDEX "UQ_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(`DROP INDEX "IDX_webhook_deliveries_due"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "IDX_notification_outbox_pending"`);
    await queryRunner.query(`DROP TABLE "notification_outbox"`);
  }
}
