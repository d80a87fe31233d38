import type { MigrationInterface, QueryRunner } from "typeorm";

export class Catalogue1795432300726 implements MigrationInterface {
  name = "Catalogue1795432300726";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_stock_accounts_status_id\` ON \`stock_accounts\``);
    await queryRunner.query(`CREATE TABLE \`categories\` (\`id\` varchar(36) NOT NULL, \`name\` varchar(100) NOT NULL, \`sort_order\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_categories_name\` (\`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`product_price_tiers\` (\`id\` int NOT NULL AUTO_INCREMENT, \`product_id\` varchar(64) NOT NULL, \`min_quantity\` int NOT NULL, \`unit_price_cents\` bigint NOT NULL DEFAULT '0', UNIQUE INDEX \`uq_product_price_tiers\` (\`product_id\`, \`min_quantity\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`coupons\` (\`id\` varchar(36) NOT NULL, \`code\` varchar(64) NOT NULL, \`kind\` varchar(16) NOT NULL, \`amount\` bigint NOT NULL DEFAULT '0', \`all_products\` tinyint NOT NULL DEFAULT 1, \`min_order_cents\` bigint NOT NULL DEFAULT '0', \`starts_at\` datetime(3) NULL, \`ends_at\` datetime(3) NULL, \`max_redemptions\` int NULL, \`max_per_customer\` int NULL, \`redemption_count\` bigint NOT NULL DEFAULT '0', \`active\` tinyint NOT NULL DEFAULT 1, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_coupons_code\` (\`code\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`coupon_products\` (\`coupon_id\` varchar(36) NOT NULL, \`product_id\` varchar(64) NOT NULL, PRIMARY KEY (\`coupon_id\`, \`product_id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`coupon_redemptions\` (\`id\` varchar(36) NOT NULL, \`coupon_id\` varchar(36) NOT NULL, \`customer_id\` varchar(36) NULL, \`order_id\` varchar(36) NOT NULL, \`code\` varchar(64) NOT NULL, \`discount_cents\` bigint NOT NULL DEFAULT '0', \`created_at\` datetime(3) NOT NULL, UNIQUE INDEX \`uq_coupon_redemptions_order\` (\`order_id\`), INDEX \`ix_coupon_redemptions_coupon_customer\` (\`coupon_id\`, \`customer_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    // The seed's free-text categories become rows; each keeps the id of the first product that named it.
    await queryRunner.query(`INSERT INTO \`categories\`(\`id\`, \`name\`, \`sort_order\`) SELECT MIN(\`id\`), LEFT(TRIM(\`category\`), 100), 0 FROM \`products\` WHERE \`category\` IS NOT NULL AND TRIM(\`category\`) <> '' GROUP BY LEFT(TRIM(\`category\`), 100)`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`slug\` varchar(96) NOT NULL`);
    // Slugs for the seed's two products before the unique index; StoryTag is hidden (sold from /story-tag) so a migrated shop keeps its one-product home page.
    await queryRunner.query(`UPDATE \`products\` SET \`slug\` = CASE \`id\` WHEN 'main_insta_product' THEN 'digital-accounts' WHEN 'storytag_software' THEN 'storytag' ELSE \`id\` END`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`category_id\` varchar(36) NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`visibility\` varchar(16) NOT NULL DEFAULT 'listed'`);
    await queryRunner.query(`UPDATE \`products\` p SET p.\`category_id\` = (SELECT c.\`id\` FROM \`categories\` c WHERE c.\`name\` = LEFT(TRIM(p.\`category\`), 100)), p.\`visibility\` = CASE p.\`id\` WHEN 'storytag_software' THEN 'hidden' ELSE 'listed' END`);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`category\``);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`sort_order\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`license_days\` int NOT NULL DEFAULT '30'`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`low_stock_threshold\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`archived_at\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`stock_accounts\` ADD \`product_id\` varchar(64) NOT NULL DEFAULT 'main_insta_product'`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_products_slug\` ON \`products\` (\`slug\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_products_category_id\` ON \`products\` (\`category_id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_stock_accounts_product_status_id\` ON \`stock_accounts\` (\`product_id\`, \`status\`, \`id\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_stock_accounts_product_status_id\` ON \`stock_accounts\``);
    await queryRunner.query(`DROP INDEX \`ix_products_category_id\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`uq_products_slug\` ON \`products\``);
    await queryRunner.query(`ALTER TABLE \`stock_accounts\` DROP COLUMN \`product_id\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`archived_at\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`low_stock_threshold\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`license_days\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`sort_order\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`visibility\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`category_id\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`slug\``);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`category\` varchar(255) NULL`);
    await queryRunner.query(`DROP INDEX \`ix_coupon_redemptions_coupon_customer\` ON \`coupon_redemptions\``);
    await queryRunner.query(`DROP INDEX \`uq_coupon_redemptions_order\` ON \`coupon_redemptions\``);
    await queryRunner.query(`DROP TABLE \`coupon_redemptions\``);
    await queryRunner.query(`DROP TABLE \`coupon_products\``);
    await queryRunner.query(`DROP INDEX \`uq_coupons_code\` ON \`coupons\``);
    await queryRunner.query(`DROP TABLE \`coupons\``);
    await queryRunner.query(`DROP INDEX \`uq_product_price_tiers\` ON \`product_price_tiers\``);
    await queryRunner.query(`DROP TABLE \`product_price_tiers\``);
    await queryRunner.query(`DROP INDEX \`uq_categories_name\` ON \`categories\``);
    await queryRunner.query(`DROP TABLE \`categories\``);
    await queryRunner.query(`CREATE INDEX \`ix_stock_accounts_status_id\` ON \`stock_accounts\` (\`status\`, \`id\`)`);
  }
}
