import type { MigrationInterface, QueryRunner } from "typeorm";

export class BrandSettings1795875208251 implements MigrationInterface {
  name = "BrandSettings1795875208251";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`site_settings\` ADD \`accent_color\` varchar(7) NULL`);
    await queryRunner.query(`ALTER TABLE \`site_settings\` ADD \`hero_image_url\` varchar(1024) NULL`);
    await queryRunner.query(`ALTER TABLE \`site_settings\` ADD \`tools_link_shown\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE \`site_settings\` ADD \`tools_link_url\` varchar(1024) NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`site_settings\` DROP COLUMN \`tools_link_url\``);
    await queryRunner.query(`ALTER TABLE \`site_settings\` DROP COLUMN \`tools_link_shown\``);
    await queryRunner.query(`ALTER TABLE \`site_settings\` DROP COLUMN \`hero_image_url\``);
    await queryRunner.query(`ALTER TABLE \`site_settings\` DROP COLUMN \`accent_color\``);
  }
}
