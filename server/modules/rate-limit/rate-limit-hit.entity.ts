import { Column, Entity, PrimaryColumn } from "typeorm";

/** Request counts per key and fixed time window, in the database so limits hold across instances. */
@Entity("rate_limit_hits")
export class RateLimitHit {
  @PrimaryColumn({ type: "varchar", length: 191, name: "bucket_key" })
  bucketKey: string;

  /** Unix seconds at the start of the window. */
  @PrimaryColumn({ type: "bigint", name: "window_start", transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  windowStart: number;

  @Column({ type: "int", default: 0 })
  hits: number;
}
