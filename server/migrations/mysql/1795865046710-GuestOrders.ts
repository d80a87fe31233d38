import type { MigrationInterface, QueryRunner } from "typeorm";

export class GuestOrders1795865046710 implements MigrationInterface {
  name = "GuestOrders1795865046710";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`order_access\` (\`order_id\` varchar(36) NOT NULL, \`number\` varchar(16) NOT NULL, \`email\` varchar(254) NOT NULL, \`token_hash\` varchar(64) NOT NULL, \`password_hash\` varchar(255) NULL, \`language\` varchar(8) NOT NULL DEFAULT 'en', \`created_at\` datetime(3) NOT NULL, UNIQUE INDEX \`uq_order_access_number\` (\`number\`), INDEX \`ix_order_access_email\` (\`email\`), PRIMARY KEY (\`order_id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`order_lookup_links\` (\`token_hash\` varchar(64) NOT NULL, \`email\` varchar(254) NOT NULL, \`expires_at\` datetime(3) NOT NULL, \`used_at\` datetime(3) NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`ix_order_lookup_links_email\` (\`email\`), PRIMARY KEY (\`token_hash\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`requires_account\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`checkout_settings\` ADD \`guest_checkout\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`guest_email\` varchar(254) NULL`);
    await queryRunner.query(`ALTER TABLE \`pending_orders\` ADD \`guest_email\` varchar(254) NULL`);
    await queryRunner.query(`DROP INDEX \`uq_pending_orders_customer_idempotency\` ON \`pending_orders\``);
    await queryRunner.query(`DROP INDEX \`ix_pending_orders_customer_status\` ON \`pending_orders\``);
    await queryRunner.query(`ALTER TABLE \`pending_orders\` CHANGE \`customer_id\` \`customer_id\` varchar(36) NULL`);
    await queryRunner.query(`ALTER TABLE \`payments\` CHANGE \`customer_id\` \`customer_id\` varchar(36) NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_orders_guest_idempotency\` ON \`orders\` (\`guest_email\`, \`idempotency_key\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_pending_orders_guest_status\` ON \`pending_orders\` (\`guest_email\`, \`status\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_pending_orders_customer_status\` ON \`pending_orders\` (\`customer_id\`, \`status\`)`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_pending_orders_guest_idempotency\` ON \`pending_orders\` (\`guest_email\`, \`idempotency_key\`)`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_pending_orders_customer_idempotency\` ON \`pending_orders\` (\`customer_id\`, \`idempotency_key\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`uq_pending_orders_customer_idempotency\` ON \`pending_orders\``);
    await queryRunner.query(`DROP INDEX \`uq_pending_orders_guest_idempotency\` ON \`pending_orders\``);
    await queryRunner.query(`DROP INDEX \`ix_pending_orders_customer_status\` ON \`pending_orders\``);
    await queryRunner.query(`DROP INDEX \`ix_pending_orders_guest_status\` ON \`pending_orders\``);
    await queryRunner.query(`DROP INDEX \`uq_orders_guest_idempotency\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`payments\` CHANGE \`customer_id\` \`customer_id\` varchar(36) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`pending_orders\` CHANGE \`customer_id\` \`customer_id\` varchar(36) NOT NULL`);
    await queryRunner.query(`CREATE INDEX \`ix_pending_orders_customer_status\` ON \`pending_orders\` (\`customer_id\`, \`status\`)`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_pending_orders_customer_idempotency\` ON \`pending_orders\` (\`customer_id\`, \`idempotency_key\`)`);
    await queryRunner.query(`ALTER TABLE \`pending_orders\` DROP COLUMN \`guest_email\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`guest_email\``);
    await queryRunner.query(`ALTER TABLE \`checkout_settings\` DROP COLUMN \`guest_checkout\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`requires_account\``);
    await queryRunner.query(`DROP INDEX \`ix_order_lookup_links_email\` ON \`order_lookup_links\``);
    await queryRunner.query(`DROP TABLE \`order_lookup_links\``);
    await queryRunner.query(`DROP INDEX \`ix_order_access_email\` ON \`order_access\``);
    await queryRunner.query(`DROP INDEX \`uq_order_access_number\` ON \`order_access\``);
    await queryRunner.query(`DROP TABLE \`order_access\``);
  }
}
