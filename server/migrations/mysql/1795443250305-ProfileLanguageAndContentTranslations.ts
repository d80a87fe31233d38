import type { MigrationInterface, QueryRunner } from "typeorm";

export class ProfileLanguageAndContentTranslations1795443250305 implements MigrationInterface {
  name = "ProfileLanguageAndContentTranslations1795443250305";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`content_translations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`subject_type\` varchar(32) NOT NULL, \`subject_id\` varchar(64) NOT NULL, \`field\` varchar(32) NOT NULL, \`language\` varchar(8) NOT NULL, \`value\` text NOT NULL, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_content_translations_subject_field_language\` (\`subject_type\`, \`subject_id\`, \`field\`, \`language\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`customers\` ADD \`language\` varchar(8) NOT NULL DEFAULT 'en'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`customers\` DROP COLUMN \`language\``);
    await queryRunner.query(`DROP INDEX \`uq_content_translations_subject_field_language\` ON \`content_translations\``);
    await queryRunner.query(`DROP TABLE \`content_translations\``);
  }
}
