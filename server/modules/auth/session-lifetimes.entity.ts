import { Column, Entity, PrimaryColumn } from "typeorm";

export const SESSION_LIFETIMES_ID = "main";

/**
 * How long a session may last from sign-in, however active: the admin's Security settings.
 * A table of its own rather than more site_settings columns, so it changes without touching
 * the shared settings row. A missing row means the defaults.
 */
@Entity("session_lifetimes")
export class SessionLifetimes {
  @PrimaryColumn({ type: "varchar", length: 16 })
  id: string;

  @Column({ type: "int", name: "customer_hours", default: 720 })
  customerHours: number;

  @Column({ type: "int", name: "admin_hours", default: 12 })
  adminHours: number;
}
