import type { MigrationInterface, QueryRunner } from "typeorm";

export class AdminAlertSettings1795437065089 implements MigrationInterface {
  name = "AdminAlertSettings1795437065089";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`admin_alert_settings\` (\`admin_id\` varchar(36) NOT NULL, \`events\` varchar(255) NOT NULL DEFAULT '', \`min_order_cents\` bigint NULL, \`by_email\` tinyint NOT NULL DEFAULT 1, \`by_telegram\` tinyint NOT NULL DEFAULT 0, \`telegram_chat_id\` varchar(64) NULL, \`telegram_bot_token\` text NULL, \`updated_at\` datetime(3) NOT NULL, PRIMARY KEY (\`admin_id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`admin_alert_settings\``);
  }
}
