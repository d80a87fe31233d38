import type { MigrationInterface, QueryRunner } from "typeorm";

export class StockHolds1795849154478 implements MigrationInterface {
  name = "StockHolds1795849154478";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`checkout_settings\` ADD \`hold_share_percent\` int NOT NULL DEFAULT '10'`);
    await queryRunner.query(`ALTER TABLE \`checkout_settings\` ADD \`reservations_per_hour\` int NOT NULL DEFAULT '5'`);
    await queryRunner.query(`ALTER TABLE \`pending_orders\` ADD \`client_address\` varchar(64) NULL`);
    await queryRunner.query(`CREATE INDEX \`ix_pending_orders_address_product_status\` ON \`pending_orders\` (\`client_address\`, \`product_id\`, \`status\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_pending_orders_product_status\` ON \`pending_orders\` (\`product_id\`, \`status\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_pending_orders_product_status\` ON \`pending_orders\``);
    await queryRunner.query(`DROP INDEX \`ix_pending_orders_address_product_status\` ON \`pending_orders\``);
    await queryRunner.query(`ALTER TABLE \`pending_orders\` DROP COLUMN \`client_address\``);
    await queryRunner.query(`ALTER TABLE \`checkout_settings\` DROP COLUMN \`reservations_per_hour\``);
    await queryRunner.query(`ALTER TABLE \`checkout_settings\` DROP COLUMN \`hold_share_percent\``);
  }
}
