import type { MigrationInterface, QueryRunner } from "typeorm";

export class LowStockAlertsAndJobLeases1795364634198 implements MigrationInterface {
  name = "LowStockAlertsAndJobLeases1795364634198";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`job_leases\` (\`name\` varchar(64) NOT NULL, \`owner\` varchar(64) NOT NULL, \`locked_until\` datetime(3) NOT NULL, PRIMARY KEY (\`name\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`site_settings\` ADD \`low_stock_alerted_at\` datetime(3) NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`site_settings\` DROP COLUMN \`low_stock_alerted_at\``);
    await queryRunner.query(`DROP TABLE \`job_leases\``);
  }
}
