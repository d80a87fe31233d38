import type { MigrationInterface, QueryRunner } from "typeorm";

export class WebhookEndpointBackoff1795849627160 implements MigrationInterface {
  name = "WebhookEndpointBackoff1795849627160";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`webhook_endpoints\` ADD \`failure_streak\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`webhook_endpoints\` ADD \`paused_until\` datetime(3) NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`webhook_endpoints\` DROP COLUMN \`paused_until\``);
    await queryRunner.query(`ALTER TABLE \`webhook_endpoints\` DROP COLUMN \`failure_streak\``);
  }
}
