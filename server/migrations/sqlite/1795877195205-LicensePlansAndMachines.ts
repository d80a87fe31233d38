import type { MigrationInterface, QueryRunner } from "typeorm";

export class LicensePlansAndMachines1795877195205 implements MigrationInterface {
  name = "LicensePlansAndMachines1795877195205";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "license_machines" ("id" varchar(36) PRIMARY KEY NOT NULL, "license_id" varchar(36) NOT NULL, "fingerprint" varchar(255) NOT NULL, "name" varchar(255) NOT NULL DEFAULT (''), "platform" varchar(64) NOT NULL DEFAULT (''), "hostname" varchar(255) NOT NULL DEFAULT (''), "activated_at" datetime(3) NOT NULL, "last_seen_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_license_machines_fingerprint" ON "license_machines" ("license_id", "fingerprint") `);
    await queryRunner.query(`DROP INDEX "ix_product_variants_product"`);
    await queryRunner.query(`CREATE TABLE "temporary_product_variants" ("id" varchar(64) PRIMARY KEY NOT NULL, "product_id" varchar(64) NOT NULL, "name" varchar(255) NOT NULL DEFAULT (''), "price_cents" bigint, "license_days" integer, "sort_order" integer NOT NULL DEFAULT (0), "is_default" boolean NOT NULL DEFAULT (0), "archived_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "max_machines" integer, "heartbeat_seconds" integer, "grace_days" integer NOT NULL DEFAULT (0), "entitlements" varchar(1024) NOT NULL DEFAULT ('[]'), "lifetime" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`INSERT INTO "temporary_product_variants"("id", "product_id", "name", "price_cents", "license_days", "sort_order", "is_default", "archived_at", "created_at", "updated_at") SELECT "id", "product_id", "name", "price_cents", "license_days", "sort_order", "is_default", "archived_at", "created_at", "updated_at" FROM "product_variants"`);
    await queryRunner.query(`DROP TABLE "product_variants"`);
    await queryRunner.query(`ALTER TABLE "temporary_product_variants" RENAME TO "product_variants"`);
    await queryRunner.query(`CREATE INDEX "ix_product_variants_product" ON "product_variants" ("product_id", "sort_order") `);
    await queryRunner.query(`DROP INDEX "ix_licenses_customer_id"`);
    await queryRunner.query(`DROP INDEX "ix_licenses_email"`);
    await queryRunner.query(`DROP INDEX "uq_licenses_key"`);
    await queryRunner.query(`CREATE TABLE "temporary_licenses" ("id" varchar(36) PRIMARY KEY NOT NULL, "license_key" varchar(19) NOT NULL, "email" varchar(255) NOT NULL, "plan" varchar(16) NOT NULL DEFAULT ('standard'), "software_name" varchar(64) NOT NULL DEFAULT ('StoryTag'), "status" boolean NOT NULL DEFAULT (1), "start_date" datetime(3) NOT NULL, "expires_at" datetime(3) NOT NULL, "last_used_at" datetime(3), "customer_id" varchar(36), "order_id" varchar(36), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "max_machines" integer, "heartbeat_seconds" integer, "grace_days" integer NOT NULL DEFAULT (0), "entitlements" varchar(1024) NOT NULL DEFAULT ('[]'))`);
    await queryRunner.query(`INSERT INTO "temporary_licenses"("id", "license_key", "email", "plan", "software_name", "status", "start_date", "expires_at", "last_used_at", "customer_id", "order_id", "created_at") SELECT "id", "license_key", "email", "plan", "software_name", "status", "start_date", "expires_at", "last_used_at", "customer_id", "order_id", "created_at" FROM "licenses"`);
    await queryRunner.query(`DROP TABLE "licenses"`);
    await queryRunner.query(`ALTER TABLE "temporary_licenses" RENAME TO "licenses"`);
    await queryRunner.query(`CREATE INDEX "ix_licenses_customer_id" ON "licenses" ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "ix_licenses_email" ON "licenses" ("email") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_licenses_key" ON "licenses" ("license_key") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_licenses_key"`);
    await queryRunner.query(`DROP INDEX "ix_licenses_email"`);
    await queryRunner.query(`DROP INDEX "ix_licenses_customer_id"`);
    await queryRunner.query(`ALTER TABLE "licenses" RENAME TO "temporary_licenses"`);
    await queryRunner.query(`CREATE TABLE "licenses" ("id" varchar(36) PRIMARY KEY NOT NULL, "license_key" varchar(19) NOT NULL, "email" varchar(255) NOT NULL, "plan" varchar(16) NOT NULL DEFAULT ('standard'), "software_name" varchar(64) NOT NULL DEFAULT ('StoryTag'), "status" boolean NOT NULL DEFAULT (1), "start_date" datetime(3) NOT NULL, "expires_at" datetime(3) NOT NULL, "last_used_at" datetime(3), "customer_id" varchar(36), "order_id" varchar(36), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "licenses"("id", "license_key", "email", "plan", "software_name", "status", "start_date", "expires_at", "last_used_at", "customer_id", "order_id", "created_at") SELECT "id", "license_key", "email", "plan", "software_name", "status", "start_date", "expires_at", "last_used_at", "customer_id", "order_id", "created_at" FROM "temporary_licenses"`);
    await queryRunner.query(`DROP TABLE "temporary_licenses"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_licenses_key" ON "licenses" ("license_key") `);
    await queryRunner.query(`CREATE INDEX "ix_licenses_email" ON "licenses" ("email") `);
    await queryRunner.query(`CREATE INDEX "ix_licenses_customer_id" ON "licenses" ("customer_id") `);
    await queryRunner.query(`DROP INDEX "ix_product_variants_product"`);
    await queryRunner.query(`ALTER TABLE "product_variants" RENAME TO "temporary_product_variants"`);
    await queryRunner.query(`CREATE TABLE "product_variants" ("id" varchar(64) PRIMARY KEY NOT NULL, "product_id" varchar(64) NOT NULL, "name" varchar(255) NOT NULL DEFAULT (''), "price_cents" bigint, "license_days" integer, "sort_order" integer NOT NULL DEFAULT (0), "is_default" boolean NOT NULL DEFAULT (0), "archived_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "product_variants"("id", "product_id", "name", "price_cents", "license_days", "sort_order", "is_default", "archived_at", "created_at", "updated_at") SELECT "id", "product_id", "name", "price_cents", "license_days", "sort_order", "is_default", "archived_at", "created_at", "updated_at" FROM "temporary_product_variants"`);
    await queryRunner.query(`DROP TABLE "temporary_product_variants"`);
    await queryRunner.query(`CREATE INDEX "ix_product_variants_product" ON "product_variants" ("product_id", "sort_order") `);
    await queryRunner.query(`DROP INDEX "uq_license_machines_fingerprint"`);
    await queryRunner.query(`DROP TABLE "license_machines"`);
  }
}
