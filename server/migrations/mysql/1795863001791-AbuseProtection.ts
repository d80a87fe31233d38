import type { MigrationInterface, QueryRunner } from "typeorm";

export class AbuseProtection1795863001791 implements MigrationInterface {
  name = "AbuseProtection1795863001791";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`blocklist_entries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`kind\` varchar(16) NOT NULL, \`value\` varchar(191) NOT NULL, \`note\` varchar(255) NOT NULL DEFAULT '', \`created_at\` datetime(3) NOT NULL, UNIQUE INDEX \`UQ_blocklist_entries_kind_value\` (\`kind\`, \`value\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`used_challenges\` (\`challenge\` varchar(64) NOT NULL, \`expires_at\` datetime(3) NOT NULL, PRIMARY KEY (\`challenge\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`used_challenges\``);
    await queryRunner.query(`DROP INDEX \`UQ_blocklist_entries_kind_value\` ON \`blocklist_entries\``);
    await queryRunner.query(`DROP TABLE \`blocklist_entries\``);
  }
}
