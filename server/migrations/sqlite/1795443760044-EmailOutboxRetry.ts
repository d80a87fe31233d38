import type { MigrationInterface, QueryRunner } from "typeorm";

export class EmailOutboxRetry1795443760044 implements MigrationInterface {
  name = "EmailOutboxRetry1795443760044";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "temporary_email_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "to_address" varchar(255) NOT NULL, "subject" varchar(255) NOT NULL, "body_text" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('outbox'), "error" varchar(500), "created_at" datetime(3) NOT NULL, "sent_at" datetime(3), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime(3))`);
    await queryRunner.query(`INSERT INTO "temporary_email_outbox"("id", "to_address", "subject", "body_text", "status", "error", "created_at", "sent_at") SELECT "id", "to_address", "subject", "body_text", "status", "error", "created_at", "sent_at" FROM "email_outbox"`);
    await queryRunner.query(`DROP TABLE "email_outbox"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_outbox" RENAME TO "email_outbox"`);
    await queryRunner.query(`CREATE INDEX "IDX_email_outbox_retry" ON "email_outbox" ("status", "next_attempt_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_email_outbox_retry"`);
    await queryRunner.query(`ALTER TABLE "email_outbox" RENAME TO "temporary_email_outbox"`);
    await queryRunner.query(`CREATE TABLE "email_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "to_address" varchar(255) NOT NULL, "subject" varchar(255) NOT NULL, "body_text" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('outbox'), "error" varchar(500), "created_at" datetime(3) NOT NULL, "sent_at" datetime(3))`);
    await queryRunner.query(`INSERT INTO "email_outbox"("id", "to_address", "subject", "body_text", "status", "error", "created_at", "sent_at") SELECT "id", "to_address", "subject", "body_text", "status", "error", "created_at", "sent_at" FROM "temporary_email_outbox"`);
    await queryRunner.query(`DROP TABLE "temporary_email_outbox"`);
  }
}
