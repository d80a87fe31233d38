import type { MigrationInterface, QueryRunner } from "typeorm";

export class PendingOrders1795443257460 implements MigrationInterface {
  name = "PendingOrders1795443257460";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`checkout_settings\` (\`id\` int NOT NULL, \`reservation_minutes\` int NOT NULL DEFAULT '15', \`max_pending_reservations\` int NOT NULL DEFAULT '3', \`updated_at\` datetime(3) NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`pending_orders\` (\`id\` varchar(36) NOT NULL, \`customer_id\` varchar(36) NOT NULL, \`product_id\` varchar(64) NOT NULL, \`product_name\` varchar(255) NOT NULL, \`order_type\` varchar(16) NOT NULL, \`quantity\` int NOT NULL, \`subtotal_cents\` bigint NOT NULL DEFAULT '0', \`discount_cents\` bigint NOT NULL DEFAULT '0', \`total_price_cents\` bigint NOT NULL DEFAULT '0', \`coupon_id\` varchar(36) NULL, \`coupon_code\` varchar(64) NULL, \`idempotency_key\` varchar(128) NOT NULL, \`payment_id\` varchar(36) NOT NULL, \`status\` varchar(16) NOT NULL DEFAULT 'reserved', \`expires_at\` datetime(3) NOT NULL, \`closed_at\` datetime(3) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_pending_orders_payment\` (\`payment_id\`), INDEX \`ix_pending_orders_customer_status\` (\`customer_id\`, \`status\`), INDEX \`ix_pending_orders_status_expires\` (\`status\`, \`expires_at\`), UNIQUE INDEX \`uq_pending_orders_customer_idempotency\` (\`customer_id\`, \`idempotency_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`uq_pending_orders_customer_idempotency\` ON \`pending_orders\``);
    await queryRunner.query(`DROP INDEX \`ix_pending_orders_status_expires\` ON \`pending_orders\``);
    await queryRunner.query(`DROP INDEX \`ix_pending_orders_customer_status\` ON \`pending_orders\``);
    await queryRunner.query(`DROP INDEX \`uq_pending_orders_payment\` ON \`pending_orders\``);
    await queryRunner.query(`DROP TABLE \`pending_orders\``);
    await queryRunner.query(`DROP TABLE \`checkout_settings\``);
  }
}
