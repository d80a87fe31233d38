import type { MigrationInterface, QueryRunner } from "typeorm";

export class LicenseSigningKeys1795433205531 implements MigrationInterface {
  name = "LicenseSigningKeys1795433205531";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`license_signing_keys\` (\`key_id\` varchar(16) NOT NULL, \`public_key_base64\` varchar(64) NOT NULL, \`state\` varchar(16) NOT NULL, \`created_at\` datetime(3) NOT NULL, \`state_changed_at\` datetime(3) NOT NULL, PRIMARY KEY (\`key_id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`license_signing_keys\``);
  }
}
