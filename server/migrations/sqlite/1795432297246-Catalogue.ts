import type { MigrationInterface, QueryRunner } from "typeorm";

export class Catalogue1795432297246 implements MigrationInterface {
  name = "Catalogue1795432297246";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_status_id"`);
    await queryRunner.query(`CREATE TABLE "categories" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(100) NOT NULL, "sort_order" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_categories_name" ON "categories" ("name") `);
    await queryRunner.query(`CREATE TABLE "product_price_tiers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" varchar(64) NOT NULL, "min_quantity" integer NOT NULL, "unit_price_cents" bigint NOT NULL DEFAULT (0))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_product_price_tiers" ON "product_price_tiers" ("product_id", "min_quantity") `);
    await queryRunner.query(`CREATE TABLE "coupons" ("id" varchar(36) PRIMARY KEY NOT NULL, "code" varchar(64) NOT NULL, "kind" varchar(16) NOT NULL, "amount" bigint NOT NULL DEFAULT (0), "all_products" boolean NOT NULL DEFAULT (1), "min_order_cents" bigint NOT NULL DEFAULT (0), "starts_at" datetime(3), "ends_at" datetime(3), "max_redemptions" integer, "max_per_customer" integer, "redemption_count" bigint NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_coupons_code" ON "coupons" ("code") `);
    await queryRunner.query(`CREATE TABLE "coupon_products" ("coupon_id" varchar(36) NOT NULL, "product_id" varchar(64) NOT NULL, PRIMARY KEY ("coupon_id", "product_id"))`);
    await queryRunner.query(`CREATE TABLE "coupon_redemptions" ("id" varchar(36) PRIMARY KEY NOT NULL, "coupon_id" varchar(36) NOT NULL, "customer_id" varchar(36), "order_id" varchar(36) NOT NULL, "code" varchar(64) NOT NULL, "discount_cents" bigint NOT NULL DEFAULT (0), "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_coupon_redemptions_order" ON "coupon_redemptions" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "ix_coupon_redemptions_coupon_customer" ON "coupon_redemptions" ("coupon_id", "customer_id") `);
    // The seed's free-text categories become rows; each keeps the id of the first product that named it.
    await queryRunner.query(`INSERT INTO "categories"("id", "name", "sort_order") SELECT MIN("id"), SUBSTR(TRIM("category"), 1, 100), 0 FROM "products" WHERE "category" IS NOT NULL AND TRIM("category") <> '' GROUP BY SUBSTR(TRIM("category"), 1, 100)`);
    await queryRunner.query(`CREATE TABLE "temporary_products" ("id" varchar(64) PRIMARY KEY NOT NULL, "product_type" varchar(16) NOT NULL DEFAULT ('account'), "name" varchar(255) NOT NULL, "description" text, "price_per_account_cents" bigint NOT NULL DEFAULT (0), "min_purchase_quantity" integer NOT NULL DEFAULT (1), "max_purchase_quantity" integer, "image" varchar(1024), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar(96) NOT NULL, "category_id" varchar(36), "visibility" varchar(16) NOT NULL DEFAULT ('listed'), "sort_order" integer NOT NULL DEFAULT (0), "license_days" integer NOT NULL DEFAULT (30), "low_stock_threshold" integer, "archived_at" datetime(3))`);
    // Slugs for the seed's two products; StoryTag is hidden (sold from /story-tag) so a migrated shop keeps its one-product home page.
    await queryRunner.query(`INSERT INTO "temporary_products"("id", "product_type", "name", "description", "price_per_account_cents", "min_purchase_quantity", "max_purchase_quantity", "image", "created_at", "updated_at", "slug", "category_id", "visibility") SELECT "id", "product_type", "name", "description", "price_per_account_cents", "min_purchase_quantity", "max_purchase_quantity", "image", "created_at", "updated_at", CASE "id" WHEN 'main_insta_product' THEN 'digital-accounts' WHEN 'storytag_software' THEN 'storytag' ELSE "id" END, (SELECT c."id" FROM "categories" c WHERE c."name" = SUBSTR(TRIM("products"."category"), 1, 100)), CASE "id" WHEN 'storytag_software' THEN 'hidden' ELSE 'listed' END FROM "products"`);
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`ALTER TABLE "temporary_products" RENAME TO "products"`);
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_order_id"`);
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_email"`);
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_username"`);
    await queryRunner.query(`CREATE TABLE "temporary_stock_accounts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(255) NOT NULL, "password" text NOT NULL, "email" varchar(255) NOT NULL, "email_password" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('available'), "sold_to" varchar(36), "order_id" varchar(36), "sold_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "product_id" varchar(64) NOT NULL DEFAULT ('main_insta_product'))`);
    await queryRunner.query(`INSERT INTO "temporary_stock_accounts"("id", "username", "password", "email", "email_password", "status", "sold_to", "order_id", "sold_at", "created_at") SELECT "id", "username", "password", "email", "email_password", "status", "sold_to", "order_id", "sold_at", "created_at" FROM "stock_accounts"`);
    await queryRunner.query(`DROP TABLE "stock_accounts"`);
    await queryRunner.query(`ALTER TABLE "temporary_stock_accounts" RENAME TO "stock_accounts"`);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_order_id" ON "stock_accounts" ("order_id") `);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_email" ON "stock_accounts" ("email") `);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_username" ON "stock_accounts" ("username") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_products_slug" ON "products" ("slug") `);
    await queryRunner.query(`CREATE INDEX "ix_products_category_id" ON "products" ("category_id") `);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_product_status_id" ON "stock_accounts" ("product_id", "status", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_product_status_id"`);
    await queryRunner.query(`DROP INDEX "ix_products_category_id"`);
    await queryRunner.query(`DROP INDEX "uq_products_slug"`);
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_username"`);
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_email"`);
    await queryRunner.query(`DROP INDEX "ix_stock_accounts_order_id"`);
    await queryRunner.query(`ALTER TABLE "stock_accounts" RENAME TO "temporary_stock_accounts"`);
    await queryRunner.query(`CREATE TABLE "stock_accounts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(255) NOT NULL, "password" text NOT NULL, "email" varchar(255) NOT NULL, "email_password" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('available'), "sold_to" varchar(36), "order_id" varchar(36), "sold_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "stock_accounts"("id", "username", "password", "email", "email_password", "status", "sold_to", "order_id", "sold_at", "created_at") SELECT "id", "username", "password", "email", "email_password", "status", "sold_to", "order_id", "sold_at", "created_at" FROM "temporary_stock_accounts"`);
    await queryRunner.query(`DROP TABLE "temporary_stock_accounts"`);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_username" ON "stock_accounts" ("username") `);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_email" ON "stock_accounts" ("email") `);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_order_id" ON "stock_accounts" ("order_id") `);
    await queryRunner.query(`ALTER TABLE "products" RENAME TO "temporary_products"`);
    await queryRunner.query(`CREATE TABLE "products" ("id" varchar(64) PRIMARY KEY NOT NULL, "product_type" varchar(16) NOT NULL DEFAULT ('account'), "name" varchar(255) NOT NULL, "description" text, "price_per_account_cents" bigint NOT NULL DEFAULT (0), "min_purchase_quantity" integer NOT NULL DEFAULT (1), "max_purchase_quantity" integer, "image" varchar(1024), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "products"("id", "product_type", "name", "description", "price_per_account_cents", "min_purchase_quantity", "max_purchase_quantity", "image", "created_at", "updated_at") SELECT "id", "product_type", "name", "description", "price_per_account_cents", "min_purchase_quantity", "max_purchase_quantity", "image", "created_at", "updated_at" FROM "temporary_products"`);
    await queryRunner.query(`DROP TABLE "temporary_products"`);
    await queryRunner.query(`ALTER TABLE "products" RENAME TO "temporary_products"`);
    await queryRunner.query(`CREATE TABLE "products" ("id" varchar(64) PRIMARY KEY NOT NULL, "product_type" varchar(16) NOT NULL DEFAULT ('account'), "name" varchar(255) NOT NULL, "description" text, "price_per_account_cents" bigint NOT NULL DEFAULT (0), "min_purchase_quantity" integer NOT NULL DEFAULT (1), "max_purchase_quantity" integer, "image" varchar(1024), "category" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "products"("id", "product_type", "name", "description", "price_per_account_cents", "min_purchase_quantity", "max_purchase_quantity", "image", "created_at", "updated_at") SELECT "id", "product_type", "name", "description", "price_per_account_cents", "min_purchase_quantity", "max_purchase_quantity", "image", "created_at", "updated_at" FROM "temporary_products"`);
    await queryRunner.query(`DROP TABLE "temporary_products"`);
    await queryRunner.query(`DROP INDEX "ix_coupon_redemptions_coupon_customer"`);
    await queryRunner.query(`DROP INDEX "uq_coupon_redemptions_order"`);
    await queryRunner.query(`DROP TABLE "coupon_redemptions"`);
    await queryRunner.query(`DROP TABLE "coupon_products"`);
    await queryRunner.query(`DROP INDEX "uq_coupons_code"`);
    await queryRunner.query(`DROP TABLE "coupons"`);
    await queryRunner.query(`DROP INDEX "uq_product_price_tiers"`);
    await queryRunner.query(`DROP TABLE "product_price_tiers"`);
    await queryRunner.query(`DROP INDEX "uq_categories_name"`);
    await queryRunner.query(`DROP TABLE "categories"`);
    await queryRunner.query(`CREATE INDEX "ix_stock_accounts_status_id" ON "stock_accounts" ("status", "id") `);
  }
}
