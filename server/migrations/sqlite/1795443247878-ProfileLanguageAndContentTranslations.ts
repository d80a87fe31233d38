import type { MigrationInterface, QueryRunner } from "typeorm";

export class ProfileLanguageAndContentTranslations1795443247878 implements MigrationInterface {
  name = "ProfileLanguageAndContentTranslations1795443247878";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "content_translations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "subject_type" varchar(32) NOT NULL, "subject_id" varchar(64) NOT NULL, "field" varchar(32) NOT NULL, "language" varchar(8) NOT NULL, "value" text NOT NULL, "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_content_translations_subject_field_language" ON "content_translations" ("subject_type", "subject_id", "field", "language") `);
    await queryRunner.query(`DROP INDEX "uq_customers_email"`);
    await queryRunner.query(`CREATE TABLE "temporary_customers" ("id" varchar(36) PRIMARY KEY NOT NULL, "email" varchar(255) NOT NULL, "name" varchar(255) NOT NULL, "role" varchar(16) NOT NULL DEFAULT ('customer'), "balance_cents" bigint NOT NULL DEFAULT (0), "join_date" datetime(3) NOT NULL, "password_hash" varchar(255) NOT NULL, "email_confirmed_at" datetime(3), "token_version" bigint NOT NULL DEFAULT (0), "totp_secret" text, "totp_enabled_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "totp_last_step" integer, "language" varchar(8) NOT NULL DEFAULT ('en'))`);
    await queryRunner.query(`INSERT INTO "temporary_customers"("id", "email", "name", "role", "balance_cents", "join_date", "password_hash", "email_confirmed_at", "token_version", "totp_secret", "totp_enabled_at", "created_at", "updated_at", "totp_last_step") SELECT "id", "email", "name", "role", "balance_cents", "join_date", "password_hash", "email_confirmed_at", "token_version", "totp_secret", "totp_enabled_at", "created_at", "updated_at", "totp_last_step" FROM "customers"`);
    await queryRunner.query(`DROP TABLE "customers"`);
    await queryRunner.query(`ALTER TABLE "temporary_customers" RENAME TO "customers"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_customers_email" ON "customers" ("email") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_customers_email"`);
    await queryRunner.query(`ALTER TABLE "customers" RENAME TO "temporary_customers"`);
    await queryRunner.query(`CREATE TABLE "customers" ("id" varchar(36) PRIMARY KEY NOT NULL, "email" varchar(255) NOT NULL, "name" varchar(255) NOT NULL, "role" varchar(16) NOT NULL DEFAULT ('customer'), "balance_cents" bigint NOT NULL DEFAULT (0), "join_date" datetime(3) NOT NULL, "password_hash" varchar(255) NOT NULL, "email_confirmed_at" datetime(3), "token_version" bigint NOT NULL DEFAULT (0), "totp_secret" text, "totp_enabled_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "totp_last_step" integer)`);
    await queryRunner.query(`INSERT INTO "customers"("id", "email", "name", "role", "balance_cents", "join_date", "password_hash", "email_confirmed_at", "token_version", "totp_secret", "totp_enabled_at", "created_at", "updated_at", "totp_last_step") SELECT "id", "email", "name", "role", "balance_cents", "join_date", "password_hash", "email_confirmed_at", "token_version", "totp_secret", "totp_enabled_at", "created_at", "updated_at", "totp_last_step" FROM "temporary_customers"`);
    await queryRunner.query(`DROP TABLE "temporary_customers"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_customers_email" ON "customers" ("email") `);
    await queryRunner.query(`DROP INDEX "uq_content_translations_subject_field_language"`);
    await queryRunner.query(`DROP TABLE "content_translations"`);
  }
}
