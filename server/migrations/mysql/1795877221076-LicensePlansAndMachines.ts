import type { MigrationInterface, QueryRunner } from "typeorm";

export class LicensePlansAndMachines1795877221076 implements MigrationInterface {
  name = "LicensePlansAndMachines1795877221076";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`license_machines\` (\`id\` varchar(36) NOT NULL, \`license_id\` varchar(36) NOT NULL, \`fingerprint\` varchar(255) NOT NULL, \`name\` varchar(255) NOT NULL DEFAULT '', \`platform\` varchar(64) NOT NULL DEFAULT '', \`hostname\` varchar(255) NOT NULL DEFAULT '', \`activated_at\` datetime(3) NOT NULL, \`last_seen_at\` datetime(3) NOT NULL, UNIQUE INDEX \`uq_license_machines_fingerprint\` (\`license_id\`, \`fingerprint\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`product_variants\` ADD \`max_machines\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`product_variants\` ADD \`heartbeat_seconds\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`product_variants\` ADD \`grace_days\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`product_variants\` ADD \`entitlements\` varchar(1024) NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE \`product_variants\` ADD \`lifetime\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`licenses\` ADD \`max_machines\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`licenses\` ADD \`heartbeat_seconds\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`licenses\` ADD \`grace_days\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`licenses\` ADD \`entitlements\` varchar(1024) NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`licenses\` DROP COLUMN \`entitlements\``);
    await queryRunner.query(`ALTER TABLE \`licenses\` DROP COLUMN \`grace_days\``);
    await queryRunner.query(`ALTER TABLE \`licenses\` DROP COLUMN \`heartbeat_seconds\``);
    await queryRunner.query(`ALTER TABLE \`licenses\` DROP COLUMN \`max_machines\``);
    await queryRunner.query(`ALTER TABLE \`product_variants\` DROP COLUMN \`lifetime\``);
    await queryRunner.query(`ALTER TABLE \`product_variants\` DROP COLUMN \`entitlements\``);
    await queryRunner.query(`ALTER TABLE \`product_variants\` DROP COLUMN \`grace_days\``);
    await queryRunner.query(`ALTER TABLE \`product_variants\` DROP COLUMN \`heartbeat_seconds\``);
    await queryRunner.query(`ALTER TABLE \`product_variants\` DROP COLUMN \`max_machines\``);
    await queryRunner.query(`DROP INDEX \`uq_license_machines_fingerprint\` ON \`license_machines\``);
    await queryRunner.query(`DROP TABLE \`license_machines\``);
  }
}
