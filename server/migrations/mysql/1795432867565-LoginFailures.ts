import type { MigrationInterface, QueryRunner } from "typeorm";

export class LoginFailures1795432867565 implements MigrationInterface {
  name = "LoginFailures1795432867565";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`login_failures\` (\`address_key\` varchar(64) NOT NULL, \`failures\` int NOT NULL, \`last_failure_at\` datetime(3) NOT NULL, PRIMARY KEY (\`address_key\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`login_failures\``);
  }
}
