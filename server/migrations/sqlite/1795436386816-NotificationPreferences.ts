import type { MigrationInterface, QueryRunner } from "typeorm";

export class NotificationPreferences1795436386816 implements MigrationInterface {
  name = "NotificationPreferences1795436386816";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "license_expiry_notices" ("license_id" varchar(36) NOT NULL, "kind" varchar(16) NOT NULL, "expires_at" datetime(3) NOT NULL, "sent_at" datetime(3) NOT NULL, PRIMARY KEY ("license_id", "kind", "expires_at"))`);
    await queryRunner.query(`CREATE TABLE "notification_preferences" ("customer_id" varchar(36) PRIMARY KEY NOT NULL, "order_receipts" boolean NOT NULL DEFAULT (1), "balance_credits" boolean NOT NULL DEFAULT (1), "license_expiry" boolean NOT NULL DEFAULT (1), "updated_at" datetime(3) NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notification_preferences"`);
    await queryRunner.query(`DROP TABLE "license_expiry_notices"`);
  }
}
