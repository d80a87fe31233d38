import type { MigrationInterface, QueryRunner } from "typeorm";

export class AbuseProtection1795862994999 implements MigrationInterface {
  name = "AbuseProtection1795862994999";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "blocklist_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(16) NOT NULL, "value" varchar(191) NOT NULL, "note" varchar(255) NOT NULL DEFAULT (''), "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_blocklist_entries_kind_value" ON "blocklist_entries" ("kind", "value") `);
    await queryRunner.query(`CREATE TABLE "used_challenges" ("challenge" varchar(64) PRIMARY KEY NOT NULL, "expires_at" datetime(3) NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "used_challenges"`);
    await queryRunner.query(`DROP INDEX "UQ_blocklist_entries_kind_value"`);
    await queryRunner.query(`DROP TABLE "blocklist_entries"`);
  }
}
