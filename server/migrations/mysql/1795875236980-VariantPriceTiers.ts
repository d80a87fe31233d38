import type { MigrationInterface, QueryRunner } from "typeorm";

export class VariantPriceTiers1795875236980 implements MigrationInterface {
  name = "VariantPriceTiers1795875236980";

  /** A tier belongs to a variant: every existing tier is its product's own, its default variant's (whose id is the product's). */
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`uq_product_price_tiers\` ON \`product_price_tiers\``);
    await queryRunner.query(`ALTER TABLE \`product_price_tiers\` ADD \`variant_id\` varchar(64) NOT NULL`);
    await queryRunner.query(`UPDATE \`product_price_tiers\` SET \`variant_id\` = \`product_id\``);
    await queryRunner.query(`CREATE INDEX \`idx_product_price_tiers_product\` ON \`product_price_tiers\` (\`product_id\`)`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_product_price_tiers_variant\` ON \`product_price_tiers\` (\`variant_id\`, \`min_quantity\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`uq_product_price_tiers_variant\` ON \`product_price_tiers\``);
    await queryRunner.query(`DROP INDEX \`idx_product_price_tiers_product\` ON \`product_price_tiers\``);
    await queryRunner.query(`DELETE FROM \`product_price_tiers\` WHERE \`variant_id\` <> \`product_id\``);
    await queryRunner.query(`ALTER TABLE \`product_price_tiers\` DROP COLUMN \`variant_id\``);
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_product_price_tiers\` ON \`product_price_tiers\` (\`product_id\`, \`min_quantity\`)`);
  }
}
