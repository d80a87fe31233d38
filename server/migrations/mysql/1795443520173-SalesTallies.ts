import type { MigrationInterface, QueryRunner } from "typeorm";

export class SalesTallies1795443520173 implements MigrationInterface {
  name = "SalesTallies1795443520173";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`sales_tallies\` (\`shard\` int NOT NULL, \`accounts_sold\` bigint NOT NULL DEFAULT '0', \`revenue_cents\` bigint NOT NULL DEFAULT '0', PRIMARY KEY (\`shard\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`sales_tallies\``);
  }
}
