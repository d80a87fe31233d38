import type { MigrationInterface, QueryRunner } from "typeorm";

export class NotificationsWebhooks1795435899213 implements MigrationInterface {
  name = "NotificationsWebhooks1795435899213";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`notification_outbox\` (\`id\` varchar(36) NOT NULL, \`type\` varchar(32) NOT NULL, \`owner_id\` varchar(36) NULL, \`payload\` text NOT NULL, \`created_at\` datetime(3) NOT NULL, \`fanned_out_at\` datetime(3) NULL, INDEX \`IDX_notification_outbox_pending\` (\`fanned_out_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`webhook_deliveries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`endpoint_id\` varchar(36) NOT NULL, \`event_id\` varchar(36) NOT NULL, \`event_type\` varchar(32) NOT NULL, \`body\` text NOT NULL, \`status\` varchar(16) NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime(3) NOT NULL, \`window_started_at\` datetime(3) NOT NULL, \`last_attempt_at\` datetime(3) NULL, \`last_response_code\` int NULL, \`last_error\` varchar(500) NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`IDX_webhook_deliveries_due\` (\`status\`, \`next_attempt_at\`), UNIQUE INDEX \`UQ_webhook_deliveries_endpoint_event\` (\`endpoint_id\`, \`event_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`webhook_endpoints\` (\`id\` varchar(36) NOT NULL, \`owner_id\` varchar(36) NOT NULL, \`url\` varchar(1024) NOT NULL, \`events\` varchar(255) NOT NULL, \`secret\` text NOT NULL, \`enabled\` tinyint NOT NULL DEFAULT 1, \`disabled_reason\` varchar(255) NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`IDX_webhook_endpoints_owner\` (\`owner_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_webhook_endpoints_owner\` ON \`webhook_endpoints\``);
    await queryRunner.query(`DROP TABLE \`webhook_endpoints\``);
    await queryRunner.query(`DROP INDEX \`UQ_webhook_deliveries_endpoint_event\` ON \`webhook_deliveries\``);
    await queryRunner.query(`DROP INDEX \`IDX_webhook_deliveries_due\` ON \`webhook_deliveries\``);
    await queryRunner.query(`DROP TABLE \`webhook_deliveries\``);
    await queryRunner.query(`DROP INDEX \`IDX_notification_outbox_pending\` ON \`notification_outbox\``);
    await queryRunner.query(`DROP TABLE \`notification_outbox\``);
  }
}
