import type { MigrationInterface, QueryRunner } from "typeorm";

export class EmailOutboxRetry1795443769481 implements MigrationInterface {
  name = "EmailOutboxRetry1795443769481";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`email_outbox\` ADD \`attempts\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`email_outbox\` ADD \`next_attempt_at\` datetime(3) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_email_outbox_retry\` ON \`email_outbox\` (\`status\`, \`next_attempt_at\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_email_outbox_retry\` ON \`email_outbox\``);
    await queryRunner.query(`ALTER TABLE \`email_outbox\` DROP COLUMN \`next_attempt_at\``);
    await queryRunner.query(`ALTER TABLE \`email_outbox\` DROP COLUMN \`attempts\``);
  }
}
