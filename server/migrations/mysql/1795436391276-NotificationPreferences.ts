import type { MigrationInterface, QueryRunner } from "typeorm";

export class NotificationPreferences1795436391276 implements MigrationInterface {
  name = "NotificationPreferences1795436391276";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`license_expiry_notices\` (\`license_id\` varchar(36) NOT NULL, \`kind\` varchar(16) NOT NULL, \`expires_at\` datetime(3) NOT NULL, \`sent_at\` datetime(3) NOT NULL, PRIMARY KEY (\`license_id\`, \`kind\`, \`expires_at\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`notification_preferences\` (\`customer_id\` varchar(36) NOT NULL, \`order_receipts\` tinyint NOT NULL DEFAULT 1, \`balance_credits\` tinyint NOT NULL DEFAULT 1, \`license_expiry\` tinyint NOT NULL DEFAULT 1, \`updated_at\` datetime(3) NOT NULL, PRIMARY KEY (\`customer_id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`notification_preferences\``);
    await queryRunner.query(`DROP TABLE \`license_expiry_notices\``);
  }
}
