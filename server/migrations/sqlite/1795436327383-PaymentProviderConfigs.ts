import type { MigrationInterface, QueryRunner } from "typeorm";

export class PaymentProviderConfigs1795436327383 implements MigrationInterface {
  name = "PaymentProviderConfigs1795436327383";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payment_provider_configs" ("provider" varchar(16) PRIMARY KEY NOT NULL, "enabled" boolean NOT NULL DEFAULT (0), "display_name" varchar(64) NOT NULL, "sort_order" integer NOT NULL DEFAULT (0), "min_amount_cents" bigint NOT NULL DEFAULT (0), "max_amount_cents" bigint NOT NULL DEFAULT (0), "fee_basis_points" integer NOT NULL DEFAULT (0), "fee_fixed_cents" bigint NOT NULL DEFAULT (0), "settings_json" text NOT NULL, "secrets_json" text, "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_provider_configs"`);
  }
}
