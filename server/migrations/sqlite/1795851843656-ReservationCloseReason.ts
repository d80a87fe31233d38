import type { MigrationInterface, QueryRunner } from "typeorm";

export class ReservationCloseReason1795851843656 implements MigrationInterface {
  name = "ReservationCloseReason1795851843656";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_pending_orders_product_status"`);
    await queryRunner.query(`DROP INDEX "ix_pending_orders_address_product_status"`);
    await queryRunner.query(`DROP INDEX "uq_pending_orders_payment"`);
    await queryRunner.query(`DROP INDEX "ix_pending_orders_customer_status"`);
    await queryRunner.query(`DROP INDEX "ix_pending_orders_status_expires"`);
    await queryRunner.query(`DROP INDEX "uq_pending_orders_customer_idempotency"`);
    await queryRunner.query(`CREATE TABLE "temporary_pending_orders" ("id" varchar(36) PRIMARY KEY NOT NULL, "customer_id" varchar(36) NOT NULL, "product_id" varchar(64) NOT NULL, "product_name" varchar(255) NOT NULL, "order_type" varchar(16) NOT NULL, "quantity" integer NOT NULL, "subtotal_cents" bigint NOT NULL DEFAULT (0), "discount_cents" bigint NOT NULL DEFAULT (0), "total_price_cents" bigint NOT NULL DEFAULT (0), "coupon_id" varchar(36), "coupon_code" varchar(64), "idempotency_key" varchar(128) NOT NULL, "payment_id" varchar(36) NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('reserved'), "expires_at" datetime(3) NOT NULL, "closed_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "client_address" varchar(64), "close_reason" varchar(16))`);
    await queryRunner.query(`INSERT INTO "temporary_pending_orders"("id", "customer_id", "product_id", "product_name", "order_type", "quantity", "subtotal_cents", "discount_cents", "total_price_cents", "coupon_id", "coupon_code", "idempotency_key", "payment_id", "status", "expires_at", "closed_at", "created_at", "client_address") SELECT "id", "customer_id", "product_id", "product_name", "order_type", "quantity", "subtotal_cents", "discount_cents", "total_price_cents", "coupon_id", "coupon_code", "idempotency_key", "payment_id", "status", "expires_at", "closed_at", "created_at", "client_address" FROM "pending_orders"`);
    await queryRunner.query(`DROP TABLE "pending_orders"`);
    await queryRunner.query(`ALTER TABLE "temporary_pending_orders" RENAME TO "pending_orders"`);
    await queryRunner.query(`CREATE INDEX "ix_pending_orders_product_status" ON "pending_orders" ("product_id", "status") `);
    await queryRunner.query(`CREATE INDEX "ix_pending_orders_address_product_status" ON "pending_orders" ("client_address", "product_id", "status") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_pending_orders_payment" ON "pending_orders" ("payment_id") `);
    await queryRunner.query(`CREATE INDEX "ix_pending_orders_customer_status" ON "pending_orders" ("customer_id", "status") `);
    await queryRunner.query(`CREATE INDEX "ix_pending_orders_status_expires" ON "pending_orders" ("status", "expires_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_pending_orders_customer_idempotency" ON "pending_orders" ("customer_id", "idempotency_key") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_pending_orders_customer_idempotency"`);
    await queryRunner.query(`DROP INDEX "ix_pending_orders_status_expires"`);
    await queryRunner.query(`DROP INDEX "ix_pending_orders_customer_status"`);
    await queryRunner.query(`DROP INDEX "uq_pending_orders_payment"`);
    await queryRunner.query(`DROP INDEX "ix_pending_orders_address_product_status"`);
    await queryRunner.query(`DROP INDEX "ix_pending_orders_product_status"`);
    await queryRunner.query(`ALTER TABLE "pending_orders" RENAME TO "temporary_pending_orders"`);
    await queryRunner.query(`CREATE TABLE "pending_orders" ("id" varchar(36) PRIMARY KEY NOT NULL, "customer_id" varchar(36) NOT NULL, "product_id" varchar(64) NOT NULL, "product_name" varchar(255) NOT NULL, "order_type" varchar(16) NOT NULL, "quantity" integer NOT NULL, "subtotal_cents" bigint NOT NULL DEFAULT (0), "discount_cents" bigint NOT NULL DEFAULT (0), "total_price_cents" bigint NOT NULL DEFAULT (0), "coupon_id" varchar(36), "coupon_code" varchar(64), "idempotency_key" varchar(128) NOT NULL, "payment_id" varchar(36) NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('reserved'), "expires_at" datetime(3) NOT NULL, "closed_at" datetime(3), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "client_address" varchar(64))`);
    await queryRunner.query(`INSERT INTO "pending_orders"("id", "customer_id", "product_id", "product_name", "order_type", "quantity", "subtotal_cents", "discount_cents", "total_price_cents", "coupon_id", "coupon_code", "idempotency_key", "payment_id", "status", "expires_at", "closed_at", "created_at", "client_address") SELECT "id", "customer_id", "product_id", "product_name", "order_type", "quantity", "subtotal_cents", "discount_cents", "total_price_cents", "coupon_id", "coupon_code", "idempotency_key", "payment_id", "status", "expires_at", "closed_at", "created_at", "client_address" FROM "temporary_pending_orders"`);
    await queryRunner.query(`DROP TABLE "temporary_pending_orders"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_pending_orders_customer_idempotency" ON "pending_orders" ("customer_id", "idempotency_key") `);
    await queryRunner.query(`CREATE INDEX "ix_pending_orders_status_expires" ON "pending_orders" ("status", "expires_at") `);
    await queryRunner.query(`CREATE INDEX "ix_pending_orders_customer_status" ON "pending_orders" ("customer_id", "status") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_pending_orders_payment" ON "pending_orders" ("payment_id") `);
    await queryRunner.query(`CREATE INDEX "ix_pending_orders_address_product_status" ON "pending_orders" ("client_address", "product_id", "status") `);
    await queryRunner.query(`CREATE INDEX "ix_pending_orders_product_status" ON "pending_orders" ("product_id", "status") `);
  }
}
