import type { MigrationInterface, QueryRunner } from "typeorm";

export class TwoFactorRecoveryCodes1795365054308 implements MigrationInterface {
  name = "TwoFactorRecoveryCodes1795365054308";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "two_factor_recovery_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" varchar(36) NOT NULL, "code_hash" varchar(64) NOT NULL, "used_at" datetime(3), "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_two_factor_recovery_codes_customer" ON "two_factor_recovery_codes" ("customer_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_two_factor_recovery_codes_hash" ON "two_factor_recovery_codes" ("code_hash") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_two_factor_recovery_codes_hash"`);
    await queryRunner.query(`DROP INDEX "ix_two_factor_recovery_codes_customer"`);
    await queryRunner.query(`DROP TABLE "two_factor_recovery_codes"`);
  }
}
