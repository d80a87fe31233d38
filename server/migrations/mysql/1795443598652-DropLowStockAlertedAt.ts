import type { MigrationInterface, QueryRunner } from "typeorm";

export class DropLowStockAlertedAt1795443598652 implements MigrationInterface {
  name = "DropLowStockAlertedAt1795443598652";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`site_settings\` DROP COLUMN \`low_stock_alerted_at\``);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`site_settings\` ADD \`low_stock_alerted_at\` datetime(3) NULL`);
  }
}
