import { Entity, PrimaryColumn } from "typeorm";
import { DateTimeColumn } from "../../db/columns";

/**
 * A proof-of-work challenge that has been answered once: its hash is the key, so a second
 * answer of the same challenge (a replay, from any instance) fails on the primary key. Kept until
 * the challenge expires; after that its signature check refuses it anyway and the row is pruned.
 */
@Entity("used_challenges")
export class UsedChallenge {
  @PrimaryColumn({ type: "varchar", length: 64 })
  challenge: string;

  @DateTimeColumn({ name: "expires_at" })
  expiresAt: Date;
}
