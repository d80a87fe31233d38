import type { MigrationInterface, QueryRunner } from "typeorm";

export class CustomerSessions1795431786451 implements MigrationInterface {
  name = "CustomerSessions1795431786451";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`customer_sessions\` (\`id\` varchar(36) NOT NULL, \`customer_id\` varchar(36) NOT NULL, \`created_at\` datetime(3) NOT NULL, \`last_seen_at\` datetime(3) NOT NULL, \`expires_at\` datetime(3) NOT NULL, \`user_agent\` varchar(255) NULL, \`ip_hash\` varchar(64) NULL, \`revoked_at\` datetime(3) NULL, INDEX \`ix_customer_sessions_customer\` (\`customer_id\`, \`expires_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`session_lifetimes\` (\`id\` varchar(16) NOT NULL, \`customer_hours\` int NOT NULL DEFAULT '720', \`admin_hours\` int NOT NULL DEFAULT '12', PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`session_lifetimes\``);
    await queryRunner.query(`DROP INDEX \`ix_customer_sessions_customer\` ON \`customer_sessions\``);
    await queryRunner.query(`DROP TABLE \`customer_sessions\``);
  }
}
