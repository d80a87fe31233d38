import type { MigrationInterface, QueryRunner } from "typeorm";

export class WebhookEndpointBackoff1795849612420 implements MigrationInterface {
  name = "WebhookEndpointBackoff1795849612420";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_webhook_endpoints_owner"`);
    await queryRunner.query(`CREATE TABLE "temporary_webhook_endpoints" ("id" varchar(36) PRIMARY KEY NOT NULL, "owner_id" varchar(36) NOT NULL, "url" varchar(1024) NOT NULL, "events" varchar(255) NOT NULL, "secret" text NOT NULL, "enabled" boolean NOT NULL DEFAULT (1), "disabled_reason" varchar(255), "created_at" datetime(3) NOT NULL, "failure_streak" integer NOT NULL DEFAULT (0), "paused_until" datetime(3))`);
    await queryRunner.query(`INSERT INTO "temporary_webhook_endpoints"("id", "owner_id", "url", "events", "secret", "enabled", "disabled_reason", "created_at") SELECT "id", "owner_id", "url", "events", "secret", "enabled", "disabled_reason", "created_at" FROM "webhook_endpoints"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_endpoints" RENAME TO "webhook_endpoints"`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_endpoints_owner" ON "webhook_endpoints" ("owner_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_webhook_endpoints_owner"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" RENAME TO "temporary_webhook_endpoints"`);
    await queryRunner.query(`CREATE TABLE "webhook_endpoints" ("id" varchar(36) PRIMARY KEY NOT NULL, "owner_id" varchar(36) NOT NULL, "url" varchar(1024) NOT NULL, "events" varchar(255) NOT NULL, "secret" text NOT NULL, "enabled" boolean NOT NULL DEFAULT (1), "disabled_reason" varchar(255), "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "webhook_endpoints"("id", "owner_id", "url", "events", "secret", "enabled", "disabled_reason", "created_at") SELECT "id", "owner_id", "url", "events", "secret", "enabled", "disabled_reason", "created_at" FROM "temporary_webhook_endpoints"`);
    await queryRunner.query(`DROP TABLE "temporary_webhook_endpoints"`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_endpoints_owner" ON "webhook_endpoints" ("owner_id") `);
  }
}
