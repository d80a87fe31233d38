import type { MigrationInterface, QueryRunner } from "typeorm";

export class ProductStockAlerts1795435133350 implements MigrationInterface {
  name = "ProductStockAlerts1795435133350";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "product_stock_alerts" ("product_id" varchar(64) PRIMARY KEY NOT NULL, "alerted_at" datetime(3) NOT NULL)`);
    // The shop-wide alert of the seed's one product carries over to that product.
    await queryRunner.query(`INSERT INTO "product_stock_alerts" ("product_id", "alerted_at") SELECT 'main_insta_product', "low_stock_alerted_at" FROM "site_settings" WHERE "id" = 'main_settings' AND "low_stock_alerted_at" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "product_stock_alerts"`);
  }
}
