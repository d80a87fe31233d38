import type { MigrationInterface, QueryRunner } from "typeorm";

export class TotpLastStep1795367563327 implements MigrationInterface {
  name = "TotpLastStep1795367563327";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`customers\` ADD \`totp_last_step\` int NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`customers\` DROP COLUMN \`totp_last_step\``);
  }
}
