import type { MigrationInterface, QueryRunner } from "typeorm";

export class PaymentFees1795436595468 implements MigrationInterface {
  name = "PaymentFees1795436595468";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payment_fees" ("payment_id" varchar(36) PRIMARY KEY NOT NULL, "fee_cents" bigint NOT NULL DEFAULT (0), "fee_basis_points" integer NOT NULL DEFAULT (0))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_fees"`);
  }
}
