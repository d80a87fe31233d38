import { Column, Entity, PrimaryColumn } from "typeorm";
import { DateTimeColumn } from "../../db/columns";

/**
 * Wrong sign-ins from one source address: each one past the first few makes that address
 * wait twice as long before its next try (see login-throttle.ts). Keyed by address, not by
 * account, so an attacker slows down without locking anyone else out.
 */
@Entity("login_failures")
export class LoginFailure {
  @PrimaryColumn({ type: "varchar", length: 64, name: "address_key" })
  addressKey: string;

  @Column({ type: "int" })
  failures: number;

  @DateTimeColumn({ name: "last_failure_at" })
  lastFailureAt: Date;
}
