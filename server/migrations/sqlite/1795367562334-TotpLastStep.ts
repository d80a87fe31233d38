import type { MigrationInterface, QueryRunner } from "typeorm";

export class TotpLastStep1795367562334 implements MigrationInterface {
  name = "TotpLastStep1795367562334";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_customers_email"`);
    await queryRunner.query(`CREATE TABLE "temporary_customers" ("id" varchar(36) PRIMARY KEY NOT NULL, "email" varchar(255) NOT NULL, "name" varchar(255) NOT NULL, "role" varchar(16) NOT NULL DEFAULT ('customer'), "balance_cents" bigint NOT NULL DEFAULT (0), "join_date" datetime(3) NOT NULL, "password_hash" varchar(255) NOT NULL, "email_confirmed_at" datetime(3), "token_version" bigint NOT NULL DEFAULT (0), "totp_secret" text, "totp_enabled_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "totp_last_step" integer)`);
    await queryRunner.query(`INSERT INTO "temporary_customers"("id", "email", "name", "role", "balance_cents", "join_date", "password_hash", "email_confirmed_at", "token_version", "totp_secret", "totp_enabled_at", "created_at", "updated_at") SELECT "id", "email", "name", "role", "balance_cents", "join_date", "password_hash", "email_confirmed_at", "token_version", "totp_secret", "totp_enabled_at", "created_at", "updated_at" FROM "customers"`);
    await queryRunner.query(`DROP TABLE "customers"`);
    await queryRunner.query(`ALTER TABLE "temporary_customers" RENAME TO "customers"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_customers_email" ON "customers" ("email") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_customers_email"`);
    await queryRunner.query(`ALTER TABLE "customers" RENAME TO "temporary_customers"`);
    await queryRunner.query(`CREATE TABLE "customers" ("id" varchar(36) PRIMARY KEY NOT NULL, "email" varchar(255) NOT NULL, "name" varchar(255) NOT NULL, "role" varchar(16) NOT NULL DEFAULT ('customer'), "balance_cents" bigint NOT NULL DEFAULT (0), "join_date" datetime(3) NOT NULL, "password_hash" varchar(255) NOT NULL, "email_confirmed_at" datetime(3), "token_version" bigint NOT NULL DEFAULT (0), "totp_secret" text, "totp_enabled_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "customers"("id", "email", "name", "role", "balance_cents", "join_date", "password_hash", "email_confirmed_at", "token_version", "totp_secret", "totp_enabled_at", "created_at", "updated_at") SELECT "id", "email", "name", "role", "balance_cents", "join_date", "password_hash", "email_confirmed_at", "token_version", "totp_secret", "totp_enabled_at", "created_at", "updated_at" FROM "temporary_customers"`);
    await queryRunner.query(`DROP TABLE "temporary_customers"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_customers_email" ON "customers" ("email") `);
  }
}
