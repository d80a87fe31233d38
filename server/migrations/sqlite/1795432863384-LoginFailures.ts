import type { MigrationInterface, QueryRunner } from "typeorm";

export class LoginFailures1795432863384 implements MigrationInterface {
  name = "LoginFailures1795432863384";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "login_failures" ("address_key" varchar(64) PRIMARY KEY NOT NULL, "failures" integer NOT NULL, "last_failure_at" datetime(3) NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "login_failures"`);
  }
}
