import type { MigrationInterface, QueryRunner } from "typeorm";

export class CustomerSessions1795431784055 implements MigrationInterface {
  name = "CustomerSessions1795431784055";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "customer_sessions" ("id" varchar(36) PRIMARY KEY NOT NULL, "customer_id" varchar(36) NOT NULL, "created_at" datetime(3) NOT NULL, "last_seen_at" datetime(3) NOT NULL, "expires_at" datetime(3) NOT NULL, "user_agent" varchar(255), "ip_hash" varchar(64), "revoked_at" datetime(3))`);
    await queryRunner.query(`CREATE INDEX "ix_customer_sessions_customer" ON "customer_sessions" ("customer_id", "expires_at") `);
    await queryRunner.query(`CREATE TABLE "session_lifetimes" ("id" varchar(16) PRIMARY KEY NOT NULL, "customer_hours" integer NOT NULL DEFAULT (720), "admin_hours" integer NOT NULL DEFAULT (12))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "session_lifetimes"`);
    await queryRunner.query(`DROP INDEX "ix_customer_sessions_customer"`);
    await queryRunner.query(`DROP TABLE "customer_sessions"`);
  }
}
