import type { MigrationInterface, QueryRunner } from "typeorm";

export class OrderLinesAndVariants1795862860802 implements MigrationInterface {
  name = "OrderLinesAndVariants1795862860802";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`product_variants\` (\`id\` varchar(64) NOT NULL, \`product_id\` varchar(64) NOT NULL, \`name\` varchar(255) NOT NULL DEFAULT '', \`price_cents\` bigint NULL, \`license_days\` int NULL, \`sort_order\` int NOT NULL DEFAULT '0', \`is_default\` tinyint NOT NULL DEFAULT 0, \`archived_at\` datetime(3) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`ix_product_variants_product\` (\`product_id\`, \`sort_order\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`order_lines\` (\`id\` varchar(36) NOT NULL, \`order_id\` varchar(36) NOT NULL, \`line_no\` int NOT NULL DEFAULT '0', \`product_id\` varchar(64) NOT NULL, \`variant_id\` varchar(64) NOT NULL, \`product_name\` varchar(255) NOT NULL, \`variant_name\` varchar(255) NOT NULL DEFAULT '', \`order_type\` varchar(16) NOT NULL, \`quantity\` int NOT NULL, \`unit_price_cents\` bigint NOT NULL DEFAULT '0', \`subtotal_cents\` bigint NOT NULL DEFAULT '0', \`discount_cents\` bigint NOT NULL DEFAULT '0', \`total_cents\` bigint NOT NULL DEFAULT '0', \`license_id\` varchar(36) NULL, \`state\` varchar(16) NOT NULL DEFAULT 'held', \`held_at\` datetime(3) NULL, \`paid_at\` datetime(3) NULL, \`delivered_at\` datetime(3) NULL, \`closed_at\` datetime(3) NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`ix_order_lines_product_state\` (\`product_id\`, \`state\`), UNIQUE INDEX \`uq_order_lines_order_variant\` (\`order_id\`, \`variant_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`stock_accounts\` ADD \`variant_id\` varchar(64) NOT NULL`);
    await queryRunner.query(`UPDATE \`stock_accounts\` SET \`variant_id\` = \`product_id\``);
    await queryRunner.query(`CREATE INDEX \`ix_stock_accounts_variant_status_id\` ON \`stock_accounts\` (\`variant_id\`, \`status\`, \`id\`)`);

    // Existing data (hand-written): every product gets its default variant (the product's own id,
    // inheriting its price), every stock line belongs to it, every order and every unpaid or
    // closed reservation gets its one line.
    await queryRunner.query(
      `INSERT INTO \`product_variants\` (\`id\`, \`product_id\`, \`name\`, \`price_cents\`, \`license_days\`, \`sort_order\`, \`is_default\`, \`archived_at\`, \`created_at\`, \`updated_at\`) SELECT \`id\`, \`id\`, '', NULL, NULL, 0, 1, NULL, \`created_at\`, \`updated_at\` FROM \`products\``,
    );
    await queryRunner.query(
      `INSERT INTO \`order_lines\` (\`id\`, \`order_id\`, \`line_no\`, \`product_id\`, \`variant_id\`, \`product_name\`, \`variant_name\`, \`order_type\`, \`quantity\`, \`unit_price_cents\`, \`subtotal_cents\`, \`discount_cents\`, \`total_cents\`, \`license_id\`, \`state\`, \`held_at\`, \`paid_at\`, \`delivered_at\`, \`closed_at\`, \`created_at\`) SELECT o.\`id\`, o.\`id\`, 0, o.\`product_id\`, o.\`product_id\`, o.\`product_name\`, '', o.\`order_type\`, o.\`quantity\`, (o.\`total_price_cents\` + COALESCE(r.\`discount_cents\`, 0)) DIV o.\`quantity\`, o.\`total_price_cents\` + COALESCE(r.\`discount_cents\`, 0), COALESCE(r.\`discount_cents\`, 0), o.\`total_price_cents\`, o.\`license_id\`, 'delivered', NULL, o.\`purchase_date\`, o.\`purchase_date\`, NULL, o.\`purchase_date\` FROM \`orders\` o LEFT JOIN \`coupon_redemptions\` r ON r.\`order_id\` = o.\`id\``,
    );
    await queryRunner.query(
      `INSERT INTO \`order_lines\` (\`id\`, \`order_id\`, \`line_no\`, \`product_id\`, \`variant_id\`, \`product_name\`, \`variant_name\`, \`order_type\`, \`quantity\`, \`unit_price_cents\`, \`subtotal_cents\`, \`discount_cents\`, \`total_cents\`, \`license_id\`, \`state\`, \`held_at\`, \`paid_at\`, \`delivered_at\`, \`closed_at\`, \`created_at\`) SELECT p.\`id\`, p.\`id\`, 0, p.\`product_id\`, p.\`product_id\`, p.\`product_name\`, '', p.\`order_type\`, p.\`quantity\`, p.\`subtotal_cents\` DIV p.\`quantity\`, p.\`subtotal_cents\`, p.\`discount_cents\`, p.\`total_price_cents\`, NULL, CASE WHEN p.\`status\` = 'reserved' THEN 'held' ELSE 'cancelled' END, p.\`created_at\`, NULL, NULL, p.\`closed_at\`, p.\`created_at\` FROM \`pending_orders\` p WHERE p.\`status\` <> 'completed'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_stock_accounts_variant_status_id\` ON \`stock_accounts\``);
    await queryRunner.query(`ALTER TABLE \`stock_accounts\` DROP COLUMN \`variant_id\``);
    await queryRunner.query(`DROP INDEX \`uq_order_lines_order_variant\` ON \`order_lines\``);
    await queryRunner.query(`DROP INDEX \`ix_order_lines_product_state\` ON \`order_lines\``);
    await queryRunner.query(`DROP TABLE \`order_lines\``);
    await queryRunner.query(`DROP INDEX \`ix_product_variants_product\` ON \`product_variants\``);
    await queryRunner.query(`DROP TABLE \`product_variants\``);
  }
}
