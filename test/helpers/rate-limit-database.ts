import type { Database } from "../../server/db/transaction";
import { openScratchSqlite } from "./sqlite-database";

export interface RateLimitDatabase {
  readonly db: Database;
  /** The stored hit counts of one bucket key (`rule:key`), one per window. */
  storedHits(bucketKey: string): Promise<number[]>;
}

/**
 * For a describe block of rate-limit tests: a migrated scratch SQLite database opened before
 * the block, with rate_limit_hits emptied before each test, and closed after the block.
 */
export function useRateLimitDatabase(): RateLimitDatabase {
  let opened: Awaited<ReturnType<typeof openScratchSqlite>> | undefined;
  before(async () => {
    opened = await openScratchSqlite();
  });
  after(() => opened?.close());
  beforeEach(() => opened!.db.transaction((em) => em.query("DELETE FROM rate_limit_hits")));
  return {
    get db() {
      return opened!.db;
    },
    async storedHits(bucketKey) {
      const rows: Array<{ hits: number | string }> = await opened!.db.manager.query(
        "SELECT hits FROM rate_limit_hits WHERE bucket_key = ? ORDER BY window_start",
        [bucketKey],
      );
      return rows.map((r) => Number(r.hits));
    },
  };
}
