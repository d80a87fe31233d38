import type { MigrationInterface, QueryRunner } from "typeorm";

export class TwoFactorRecoveryCodes1795365059506 implements MigrationInterface {
  name = "TwoFactorRecoveryCodes1795365059506";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`two_factor_recovery_codes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`customer_id\` varchar(36) NOT NULL, \`code_hash\` varchar(64) NOT NULL, \`used_at\` datetime(3) NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`ix_two_factor_recovery_codes_customer\` (\`customer_id\`), UNIQUE INDEX \`uq_two_factor_recovery_codes_hash\` (\`code_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`uq_two_factor_recovery_codes_hash\` ON \`two_factor_recovery_codes\``);
    await queryRunner.query(`DROP INDEX \`ix_two_factor_recovery_codes_customer\` ON \`two_factor_recovery_codes\``);
    await queryRunner.query(`DROP TABLE \`two_factor_recovery_codes\``);
  }
}
