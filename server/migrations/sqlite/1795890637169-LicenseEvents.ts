import type { MigrationInterface, QueryRunner } from "typeorm";

export class LicenseEvents1795890637169 implements MigrationInterface {
  name = "LicenseEvents1795890637169";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "license_events" ("id" varchar(36) PRIMARY KEY NOT NULL, "license_id" varchar(36) NOT NULL, "kind" varchar(32) NOT NULL, "actor" varchar(16) NOT NULL DEFAULT ('system'), "machine_id" varchar(36), "detail" varchar(255) NOT NULL DEFAULT (''), "created_at" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_license_events_license" ON "license_events" ("license_id", "created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_license_events_license"`);
    await queryRunner.query(`DROP TABLE "license_events"`);
  }
}
