import type { MigrationInterface, QueryRunner } from "typeorm";

export class VariantPriceTiers1795875226492 implements MigrationInterface {
  name = "VariantPriceTiers1795875226492";

  /** A tier belongs to a variant: every existing tier is its product's own, its default variant's (whose id is the product's). */
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_product_price_tiers"`);
    await queryRunner.query(`CREATE TABLE "temporary_product_price_tiers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" varchar(64) NOT NULL, "min_quantity" integer NOT NULL, "unit_price_cents" bigint NOT NULL DEFAULT (0), "variant_id" varchar(64) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "temporary_product_price_tiers"("id", "product_id", "min_quantity", "unit_price_cents", "variant_id") SELECT "id", "product_id", "min_quantity", "unit_price_cents", "product_id" FROM "product_price_tiers"`);
    await queryRunner.query(`DROP TABLE "product_price_tiers"`);
    await queryRunner.query(`ALTER TABLE "temporary_product_price_tiers" RENAME TO "product_price_tiers"`);
    await queryRunner.query(`CREATE INDEX "idx_product_price_tiers_product" ON "product_price_tiers" ("product_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_product_price_tiers_variant" ON "product_price_tiers" ("variant_id", "min_quantity") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_product_price_tiers_variant"`);
    await queryRunner.query(`DROP INDEX "idx_product_price_tiers_product"`);
    await queryRunner.query(`ALTER TABLE "product_price_tiers" RENAME TO "temporary_product_price_tiers"`);
    await queryRunner.query(`CREATE TABLE "product_price_tiers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" varchar(64) NOT NULL, "min_quantity" integer NOT NULL, "unit_price_cents" bigint NOT NULL DEFAULT (0))`);
    await queryRunner.query(`INSERT INTO "product_price_tiers"("id", "product_id", "min_quantity", "unit_price_cents") SELECT "id", "product_id", "min_quantity", "unit_price_cents" FROM "temporary_product_price_tiers" WHERE "variant_id" = "product_id"`);
    await queryRunner.query(`DROP TABLE "temporary_product_price_tiers"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_product_price_tiers" ON "product_price_tiers" ("product_id", "min_quantity") `);
  }
}
