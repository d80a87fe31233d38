import type { MigrationInterface, QueryRunner } from "typeorm";

export class LicenseEvents1795890653334 implements MigrationInterface {
  name = "LicenseEvents1795890653334";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`license_events\` (\`id\` varchar(36) NOT NULL, \`license_id\` varchar(36) NOT NULL, \`kind\` varchar(32) NOT NULL, \`actor\` varchar(16) NOT NULL DEFAULT 'system', \`machine_id\` varchar(36) NULL, \`detail\` varchar(255) NOT NULL DEFAULT '', \`created_at\` datetime(3) NOT NULL, INDEX \`ix_license_events_license\` (\`license_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_license_events_license\` ON \`license_events\``);
    await queryRunner.query(`DROP TABLE \`license_events\``);
  }
}
