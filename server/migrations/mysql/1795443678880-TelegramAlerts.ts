import type { MigrationInterface, QueryRunner } from "typeorm";

export class TelegramAlerts1795443678880 implements MigrationInterface {
  name = "TelegramAlerts1795443678880";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`telegram_alerts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`admin_id\` varchar(36) NOT NULL, \`event_id\` varchar(36) NOT NULL, \`event_type\` varchar(32) NOT NULL, \`text\` text NOT NULL, \`status\` varchar(16) NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime(3) NOT NULL, \`last_attempt_at\` datetime(3) NULL, \`last_error\` varchar(500) NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`IDX_telegram_alerts_due\` (\`status\`, \`next_attempt_at\`), UNIQUE INDEX \`UQ_telegram_alerts_admin_event\` (\`admin_id\`, \`event_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`UQ_telegram_alerts_admin_event\` ON \`telegram_alerts\``);
    await queryRunner.query(`DROP INDEX \`IDX_telegram_alerts_due\` ON \`telegram_alerts\``);
    await queryRunner.query(`DROP TABLE \`telegram_alerts\``);
  }
}
