import type { Database } from "../../db/transaction";
import { log } from "../../log";
import { License } from "./license.entity";
import { LicenseMachine } from "./license-machine.entity";

/** Which instant a recorder keeps: a licence's last use, or a machine's last check (its heartbeat). */
export const LICENSE_LAST_USED = { entity: License, property: "lastUsedAt", column: "last_used_at" } as const;
export const MACHINE_LAST_SEEN = { entity: LicenseMachine, property: "lastSeenAt", column: "last_seen_at" } as const;
type Target = typeof LICENSE_LAST_USED | typeof MACHINE_LAST_SEEN;

/**
 * Coalesces the `last_used_at` write of licence checks (and the `last_seen_at` of their machines): a desktop app may check on every start
 * or every few minutes, and one UPDATE per check would queue behind every other write on SQLite.
 * Checks only record the newest instant per licence in memory; a flush writes them in one
 * transaction. The UPDATE never moves the value backwards (another instance may have written a
 * newer one), a failed flush keeps its values for the next one, and close() flushes what is left.
 */
export class LastUsedRecorder {
  private pending = new Map<string, Date>();
  private writing = new Map<string, Date>();
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly target: Target = LICENSE_LAST_USED,
    private readonly flushIntervalMs = 1000,
  ) {}

  record(licenseId: string, at: Date): void {
    const known = this.pending.get(licenseId);
    if (!known || known < at) this.pending.set(licenseId, at);
    if (this.closed) {
      this.flush().catch(() => undefined);
      return;
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(() => undefined);
    }, this.flushIntervalMs);
    this.timer.unref();
  }

  /** The recorded but not yet written instant, so readers on this instance see the newest value. */
  pendingFor(licenseId: string): Date | undefined {
    return this.pending.get(licenseId) ?? this.writing.get(licenseId);
  }

  /** Writes everything recorded so far; resolves once it is in the database. */
  flush(): Promise<void> {
    const run = this.inFlight.then(() => this.writePending());
    this.inFlight = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.writing = batch;
    try {
      await this.db.transaction(async (em) => {
        for (const [id, at] of batch) {
          await em
            .createQueryBuilder()
            .update(this.target.entity)
            .set({ [this.target.property]: at })
            .where("id = :id", { id })
            .andWhere(`(${this.target.column} IS NULL OR ${this.target.column} < :at)`, { at })
            .execute();
        }
      });
    } catch (err) {
      for (const [id, at] of batch) {
        const newer = this.pending.get(id);
        if (!newer || newer < at) this.pending.set(id, at);
      }
      log.error("could not write licence last-used times; keeping them for the next flush", { err, count: batch.size, column: this.target.column });
      this.schedule();
      throw err;
    } finally {
      this.writing = new Map();
    }
  }
}
