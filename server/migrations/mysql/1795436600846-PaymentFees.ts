import type { MigrationInterface, QueryRunner } from "typeorm";

export class PaymentFees1795436600846 implements MigrationInterface {
  name = "PaymentFees1795436600846";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`payment_fees\` (\`payment_id\` varchar(36) NOT NULL, \`fee_cents\` bigint NOT NULL DEFAULT '0', \`fee_basis_points\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`payment_id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`payment_fees\``);
  }
}
