import type { MigrationInterface, QueryRunner } from "typeorm";

export class SoftwareVersions1795890484404 implements MigrationInterface {
  name = "SoftwareVersions1795890484404";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`software_versions\` (\`id\` varchar(36) NOT NULL, \`product_id\` varchar(64) NOT NULL, \`version\` varchar(32) NOT NULL, \`notes\` text NOT NULL, \`file_name\` varchar(128) NOT NULL, \`size_bytes\` bigint NOT NULL DEFAULT '0', \`sha256\` varchar(64) NOT NULL, \`stored_name\` varchar(36) NOT NULL, \`created_at\` datetime(3) NOT NULL, UNIQUE INDEX \`uq_software_versions_product_version\` (\`product_id\`, \`version\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`uq_software_versions_product_version\` ON \`software_versions\``);
    await queryRunner.query(`DROP TABLE \`software_versions\``);
  }
}
