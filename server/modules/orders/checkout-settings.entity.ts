import { Column, Entity, PrimaryColumn } from "typeorm";
import { DateTimeColumn } from "../../db/columns";

export const CHECKOUT_SETTINGS_ID = 1;
export const DEFAULT_RESERVATION_MINUTES = 15;
export const DEFAULT_MAX_PENDING_RESERVATIONS = 3;

/** The admin's rules for "pay the difference": how long a reservation holds, and how many one customer may hold. One row. */
@Entity("checkout_settings")
export class CheckoutSettings {
  @PrimaryColumn({ type: "int" })
  id: number;

  @Column({ type: "int", name: "reservation_minutes", default: DEFAULT_RESERVATION_MINUTES })
  reservationMinutes: number;

  @Column({ type: "int", name: "max_pending_reservations", default: DEFAULT_MAX_PENDING_RESERVATIONS })
  maxPendingReservations: number;

  @DateTimeColumn({ name: "updated_at" })
  updatedAt: Date;
}
