import { Column, Entity, PrimaryColumn } from "typeorm";
import { BoolColumn, DateTimeColumn } from "../../db/columns";

export const CHECKOUT_SETTINGS_ID = 1;
export const DEFAULT_RESERVATION_MINUTES = 15;
export const DEFAULT_MAX_PENDING_RESERVATIONS = 3;
export const DEFAULT_HOLD_SHARE_PERCENT = 10;
export const DEFAULT_RESERVATIONS_PER_HOUR = 5;

/** The admin's rules for "pay the difference": how long a reservation holds, how many one customer may hold, and how much of a product (see hold-bounds). One row. */
@Entity("checkout_settings")
export class CheckoutSettings {
  @PrimaryColumn({ type: "int" })
  id: number;

  @Column({ type: "int", name: "reservation_minutes", default: DEFAULT_RESERVATION_MINUTES })
  reservationMinutes: number;

  @Column({ type: "int", name: "max_pending_reservations", default: DEFAULT_MAX_PENDING_RESERVATIONS })
  maxPendingReservations: number;

  /** The share of a product's unsold lines one customer, or one address, may hold unpaid. */
  @Column({ type: "int", name: "hold_share_percent", default: DEFAULT_HOLD_SHARE_PERCENT })
  holdSharePercent: number;

  @Column({ type: "int", name: "reservations_per_hour", default: DEFAULT_RESERVATIONS_PER_HOUR })
  reservationsPerHour: number;

  /** Guests buy with an e-mail and a payment (PRODUCT.md 19); off: the seed's "sign in to purchase". */
  @BoolColumn({ name: "guest_checkout", default: true })
  guestCheckout: boolean;

  @DateTimeColumn({ name: "updated_at" })
  updatedAt: Date;
}
