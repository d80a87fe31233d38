import { setTimeout as sleep } from "node:timers/promises";
import { expect } from "chai";
import type { DataSource, EntityManager } from "typeorm";
import { Database, MAX_ATTEMPTS } from "../../server/db/transaction";
import { openScratchSqlite } from "../helpers/sqlite-database";

async function readCount(em: EntityManager): Promise<number> {
  const rows: Array<{ hits: number }> = await em.query("SELECT hits FROM rate_limit_hits WHERE bucket_key = 'counter'");
  return Number(rows[0].hits);
}

describe("the transaction helper", () => {
  describe("on SQLite", () => {
    let db: Database;
    let close: () => Promise<void>;
    before(async () => {
      ({ db, close } = await openScratchSqlite());
    });
    after(() => close?.());
    beforeEach(() =>
      db.transaction(async (em) => {
        await em.query("DELETE FROM rate_limit_hits");
        await em.query("INSERT INTO rate_limit_hits (bucket_key, window_start, hits) VALUES ('counter', 0, 0)");
      }),
    );

    it("runs 20 interleaved read-modify-write transactions one after another, losing no update", async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          db.transaction(async (em) => {
            const seen = await readCount(em);
            await sleep(Math.random() * 5); // yields to the other transactions between read and write
            await em.query("UPDATE rate_limit_hits SET hits = ? WHERE bucket_key = 'counter'", [seen + 1]);
            return i;
          }),
        ),
      );
      expect(results).to.deep.equal(Array.from({ length: 20 }, (_, i) => i));
      expect(await readCount(db.manager)).to.equal(20);
    });

    it("rolls back a transaction that throws, passes its error on, and keeps serving the next one", async () => {
      const failure = db.transaction(async (em) => {
        await em.query("UPDATE rate_limit_hits SET hits = 99 WHERE bucket_key = 'counter'");
        throw new Error("boom");
      });
      const next = db.transaction(async (em) => {
        await em.query("UPDATE rate_limit_hits SET hits = hits + 1 WHERE bucket_key = 'counter'");
        return readCount(em);
      });
      let message = "";
      await failure.catch((err: Error) => (message = err.message));
      expect(message).to.equal("boom");
      expect(await next).to.equal(1);
      expect(await readCount(db.manager)).to.equal(1);
    });
  });

  describe("on MySQL/MariaDB", () => {
    /** A data source whose transactions fail with the given driver codes, then succeed. */
    function flakyDataSource(codes: Array<string | { code: string; message: string }>): { dataSource: DataSource; attempts: () => number } {
      let attempts = 0;
      const dataSource = {
        transaction: async <T>(work: (em: EntityManager) => Promise<T>) => {
          const failure = codes[attempts++];
          const { code, message } = typeof failure === "string" ? { code: failure, message: failure } : (failure ?? {});
          if (code) throw Object.assign(new Error(message), { driverError: { code, message } });
          return work({} as EntityManager);
        },
      } as unknown as DataSource;
      return { dataSource, attempts: () => attempts };
    }

    it("retries a transaction that hit a deadlock or a lock wait timeout", async () => {
      const flaky = flakyDataSource(["ER_LOCK_DEADLOCK", "ER_LOCK_WAIT_TIMEOUT"]);
      const result = await new Database(flaky.dataSource, "mariadb").transaction(async () => "done");
      expect(result).to.equal("done");
      expect(flaky.attempts()).to.equal(3);
    });

    it("does not retry any other error", async () => {
      const flaky = flakyDataSource(["ER_DUP_ENTRY"]);
      const err = await new Database(flaky.dataSource, "mysql").transaction(async () => "done").catch((e: Error) => e);
      expect((err as Error).message).to.equal("ER_DUP_ENTRY");
      expect(flaky.attempts()).to.equal(1);
    });

    it("gives up after MAX_ATTEMPTS deadlocks and passes the error on", async () => {
      const flaky = flakyDataSource(Array(MAX_ATTEMPTS + 2).fill("ER_LOCK_DEADLOCK"));
      const err = await new Database(flaky.dataSource, "mysql").transaction(async () => "done").catch((e: Error) => e);
      expect((err as Error).message).to.equal("ER_LOCK_DEADLOCK");
      expect(MAX_ATTEMPTS).to.equal(24);
      expect(flaky.attempts()).to.equal(MAX_ATTEMPTS);
    }).timeout(30_000); // the real backoff: about 4.5–9 s in all

    it("retries Galera's refusals while a node is outside the primary component, and counts every retry", async () => {
      const flaky = flakyDataSource([
        { code: "ER_UNKNOWN_COM_ERROR", message: "WSREP has not yet prepared node for application use" },
        {
          code: "ER_ERROR_DURING_COMMIT",
          message: "Error while appending streaming replication fragment(provider status: Not connected to Primary Component)",
        },
        "ER_LOCK_DEADLOCK",
      ]);
      const db = new Database(flaky.dataSource, "mariadb");
      const retried: string[] = [];
      db.onRetry = (code) => retried.push(code);
      expect(await db.transaction(async () => "done")).to.equal("done");
      expect(retried).to.deep.equal(["ER_UNKNOWN_COM_ERROR", "ER_ERROR_DURING_COMMIT", "ER_LOCK_DEADLOCK"]);
    });

    it("runs firstRow's read again while the node refuses it outside the primary component, and not on another error", async () => {
      let calls = 0;
      const refusal = (message: string) => Object.assign(new Error(message), { driverError: { code: "ER_UNKNOWN_COM_ERROR", message } });
      const dataSource = {
        options: { type: "mariadb" },
        query: async () => {
          calls++;
          if (calls <= 2) throw refusal("WSREP has not yet prepared node for application use");
          if (calls === 3) return [{ id: "session" }];
          throw Object.assign(new Error("ER_NO_SUCH_TABLE"), { driverError: { code: "ER_NO_SUCH_TABLE", message: "ER_NO_SUCH_TABLE" } });
        },
      } as unknown as DataSource;
      const db = new Database(dataSource, "mariadb");
      const retried: string[] = [];
      db.onRetry = (code) => retried.push(code);
      expect(await db.firstRow("SELECT id FROM sessions WHERE id = ?", ["s"])).to.deep.equal({ id: "session" });
      expect(retried).to.deep.equal(["ER_UNKNOWN_COM_ERROR", "ER_UNKNOWN_COM_ERROR"]);
      const err = await db.firstRow("SELECT 1", []).catch((e: Error) => e);
      expect((err as Error).message).to.equal("ER_NO_SUCH_TABLE");
      expect(calls).to.equal(4);
    });

    it("does not retry a commit error that did not come from the Galera provider", async () => {
      const flaky = flakyDataSource([{ code: "ER_ERROR_DURING_COMMIT", message: "Got error 28 during COMMIT" }]);
      const err = await new Database(flaky.dataSource, "mariadb").transaction(async () => "done").catch((e: Error) => e);
      expect((err as Error).message).to.equal("Got error 28 during COMMIT");
      expect(flaky.attempts()).to.equal(1);
    });
  });
});
