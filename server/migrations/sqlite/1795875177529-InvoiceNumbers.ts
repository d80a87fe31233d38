import type { MigrationInterface, QueryRunner } from "typeorm";

export class InvoiceNumbers1795875177529 implements MigrationInterface {
  name = "InvoiceNumbers1795875177529";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "invoice_settings" ("id" integer PRIMARY KEY NOT NULL, "legal_name" varchar(200) NOT NULL DEFAULT (''), "address" varchar(500) NOT NULL DEFAULT (''), "tax_id" varchar(64) NOT NULL DEFAULT (''), "contact" varchar(200) NOT NULL DEFAULT (''), "time_zone" varchar(64) NOT NULL DEFAULT ('UTC'), "logo_base64" text, "logo_type" varchar(16), "logo_version" integer NOT NULL DEFAULT (0), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE TABLE "invoice_numbers" ("order_id" varchar(36) PRIMARY KEY NOT NULL, "year" integer NOT NULL, "seq" integer NOT NULL, "issued_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_invoice_numbers_year_seq" ON "invoice_numbers" ("year", "seq") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_invoice_numbers_year_seq"`);
    await queryRunner.query(`DROP TABLE "invoice_numbers"`);
    await queryRunner.query(`DROP TABLE "invoice_settings"`);
  }
}
