import type { MigrationInterface, QueryRunner } from "typeorm";

export class ScopedApiTokens1795431687955 implements MigrationInterface {
  name = "ScopedApiTokens1795431687955";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "api_token_spends" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "api_token_id" varchar(36) NOT NULL, "order_id" varchar(36) NOT NULL, "amount_cents" bigint NOT NULL DEFAULT (0), "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_api_token_spends_token" ON "api_token_spends" ("api_token_id", "created_at") `);
    await queryRunner.query(`DROP INDEX "uq_api_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "ix_api_tokens_customer"`);
    await queryRunner.query(`CREATE TABLE "temporary_api_tokens" ("id" varchar(36) PRIMARY KEY NOT NULL, "customer_id" varchar(36) NOT NULL, "name" varchar(100) NOT NULL, "token_hash" varchar(64) NOT NULL, "prefix" varchar(16) NOT NULL, "created_at" datetime(3) NOT NULL, "last_used_at" datetime(3), "revoked_at" datetime(3), "scopes" varchar(64) NOT NULL DEFAULT ('read,purchase,top-up'), "expires_at" datetime(3), "daily_spend_limit_cents" bigint)`);
    await queryRunner.query(`INSERT INTO "temporary_api_tokens"("id", "customer_id", "name", "token_hash", "prefix", "created_at", "last_used_at", "revoked_at") SELECT "id", "customer_id", "name", "token_hash", "prefix", "created_at", "last_used_at", "revoked_at" FROM "api_tokens"`);
    await queryRunner.query(`DROP TABLE "api_tokens"`);
    await queryRunner.query(`ALTER TABLE "temporary_api_tokens" RENAME TO "api_tokens"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_api_tokens_hash" ON "api_tokens" ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "ix_api_tokens_customer" ON "api_tokens" ("customer_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_api_tokens_customer"`);
    await queryRunner.query(`DROP INDEX "uq_api_tokens_hash"`);
    await queryRunner.query(`ALTER TABLE "api_tokens" RENAME TO "temporary_api_tokens"`);
    await queryRunner.query(`CREATE TABLE "api_tokens" ("id" varchar(36) PRIMARY KEY NOT NULL, "customer_id" varchar(36) NOT NULL, "name" varchar(100) NOT NULL, "token_hash" varchar(64) NOT NULL, "prefix" varchar(16) NOT NULL, "created_at" datetime(3) NOT NULL, "last_used_at" datetime(3), "revoked_at" datetime(3))`);
    await queryRunner.query(`INSERT INTO "api_tokens"("id", "customer_id", "name", "token_hash", "prefix", "created_at", "last_used_at", "revoked_at") SELECT "id", "customer_id", "name", "token_hash", "prefix", "created_at", "last_used_at", "revoked_at" FROM "temporary_api_tokens"`);
    await queryRunner.query(`DROP TABLE "temporary_api_tokens"`);
    await queryRunner.query(`CREATE INDEX "ix_api_tokens_customer" ON "api_tokens" ("customer_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_api_tokens_hash" ON "api_tokens" ("token_hash") `);
    await queryRunner.query(`DROP INDEX "ix_api_token_spends_token"`);
    await queryRunner.query(`DROP TABLE "api_token_spends"`);
  }
}
