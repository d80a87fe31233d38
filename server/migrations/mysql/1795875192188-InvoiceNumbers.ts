import type { MigrationInterface, QueryRunner } from "typeorm";

export class InvoiceNumbers1795875192188 implements MigrationInterface {
  name = "InvoiceNumbers1795875192188";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`invoice_settings\` (\`id\` int NOT NULL, \`legal_name\` varchar(200) NOT NULL DEFAULT '', \`address\` varchar(500) NOT NULL DEFAULT '', \`tax_id\` varchar(64) NOT NULL DEFAULT '', \`contact\` varchar(200) NOT NULL DEFAULT '', \`time_zone\` varchar(64) NOT NULL DEFAULT 'UTC', \`logo_base64\` text NULL, \`logo_type\` varchar(16) NULL, \`logo_version\` int NOT NULL DEFAULT '0', \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`invoice_numbers\` (\`order_id\` varchar(36) NOT NULL, \`year\` int NOT NULL, \`seq\` int NOT NULL, \`issued_at\` datetime(3) NOT NULL, UNIQUE INDEX \`uq_invoice_numbers_year_seq\` (\`year\`, \`seq\`), PRIMARY KEY (\`order_id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`uq_invoice_numbers_year_seq\` ON \`invoice_numbers\``);
    await queryRunner.query(`DROP TABLE \`invoice_numbers\``);
    await queryRunner.query(`DROP TABLE \`invoice_settings\``);
  }
}
