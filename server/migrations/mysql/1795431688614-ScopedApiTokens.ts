import type { MigrationInterface, QueryRunner } from "typeorm";

export class ScopedApiTokens1795431688614 implements MigrationInterface {
  name = "ScopedApiTokens1795431688614";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`api_token_spends\` (\`id\` int NOT NULL AUTO_INCREMENT, \`api_token_id\` varchar(36) NOT NULL, \`order_id\` varchar(36) NOT NULL, \`amount_cents\` bigint NOT NULL DEFAULT '0', \`created_at\` datetime(3) NOT NULL, INDEX \`ix_api_token_spends_token\` (\`api_token_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`api_tokens\` ADD \`scopes\` varchar(64) NOT NULL DEFAULT 'read,purchase,top-up'`);
    await queryRunner.query(`ALTER TABLE \`api_tokens\` ADD \`expires_at\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`api_tokens\` ADD \`daily_spend_limit_cents\` bigint NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`api_tokens\` DROP COLUMN \`daily_spend_limit_cents\``);
    await queryRunner.query(`ALTER TABLE \`api_tokens\` DROP COLUMN \`expires_at\``);
    await queryRunner.query(`ALTER TABLE \`api_tokens\` DROP COLUMN \`scopes\``);
    await queryRunner.query(`DROP INDEX \`ix_api_token_spends_token\` ON \`api_token_spends\``);
    await queryRunner.query(`DROP TABLE \`api_token_spends\``);
  }
}
