import type { MigrationInterface, QueryRunner } from "typeorm";

export class ReservationCloseReason1795851848424 implements MigrationInterface {
  name = "ReservationCloseReason1795851848424";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`pending_orders\` ADD \`close_reason\` varchar(16) NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`pending_orders\` DROP COLUMN \`close_reason\``);
  }
}
