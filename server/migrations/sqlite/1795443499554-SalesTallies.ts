import type { MigrationInterface, QueryRunner } from "typeorm";

export class SalesTallies1795443499554 implements MigrationInterface {
  name = "SalesTallies1795443499554";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sales_tallies" ("shard" integer PRIMARY KEY NOT NULL, "accounts_sold" bigint NOT NULL DEFAULT (0), "revenue_cents" bigint NOT NULL DEFAULT (0))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sales_tallies"`);
  }
}
