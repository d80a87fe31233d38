import type { MigrationInterface, QueryRunner } from "typeorm";

export class PaymentProviderConfigs1795436332232 implements MigrationInterface {
  name = "PaymentProviderConfigs1795436332232";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`payment_provider_configs\` (\`provider\` varchar(16) NOT NULL, \`enabled\` tinyint NOT NULL DEFAULT 0, \`display_name\` varchar(64) NOT NULL, \`sort_order\` int NOT NULL DEFAULT '0', \`min_amount_cents\` bigint NOT NULL DEFAULT '0', \`max_amount_cents\` bigint NOT NULL DEFAULT '0', \`fee_basis_points\` int NOT NULL DEFAULT '0', \`fee_fixed_cents\` bigint NOT NULL DEFAULT '0', \`settings_json\` text NOT NULL, \`secrets_json\` text NULL, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`provider\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`payment_provider_configs\``);
  }
}
