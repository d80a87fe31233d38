import { setTimeout as sleep } from "node:timers/promises";
import Sqlite from "better-sqlite3";
import { expect } from "chai";
import type { DataSource, EntityManager } from "typeorm";
import { Database, MAX_ATTEMPTS, SQLITE_GROUP_MAX_JOBS, SQLITE_GROUP_MAX_MS } from "../../server/db/transaction";
import { countQueries } from "../helpers/query-counter";
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

    describe("transactions queued together (group commit)", () => {
      /** The file as another process sees it: only what is committed. */
      function committedCount(): number {
        const file = new Sqlite((db.dataSource.options as { database: string }).database, { readonly: true });
        try {
          return Number((file.prepare("SELECT hits FROM rate_limit_hits WHERE bucket_key = 'counter'").get() as { hits: number }).hits);
        } finally {
          file.close();
        }
      }

      /** Every statement `run` sent, transaction control included (the project's statement counter). */
      async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
        const counter = countQueries({ db });
        try {
          await run();
          return counter.all;
        } finally {
          counter.stop();
        }
      }

      // A busy machine must not close a group on time in these tests; the job limit is tested below.
      beforeEach(() => void (db.sqliteGroupLimits = { maxJobs: 32, maxMs: 60_000 }));
      afterEach(() => void (db.sqliteGroupLimits = { maxJobs: SQLITE_GROUP_MAX_JOBS, maxMs: SQLITE_GROUP_MAX_MS }));

      it("share one commit, and each is answered only once that commit is in the file", async () => {
        const committedWhenAnswered: number[] = [];
        const statements = await statementsOf(() =>
          Promise.all(
            Array.from({ length: 12 }, () =>
              db
                .transaction((em) => em.query("UPDATE rate_limit_hits SET hits = hits + 1 WHERE bucket_key = 'counter'"))
                .then(() => committedWhenAnswered.push(committedCount())),
            ),
          ),
        );
        expect(statements.filter((q) => q === "COMMIT")).to.have.length(1);
        expect(statements.filter((q) => q.startsWith("SAVEPOINT"))).to.have.length(12);
        // No job is answered before all twelve are committed: another connection already sees them.
        expect(committedWhenAnswered).to.deep.equal(Array(12).fill(12));
      });

      it("closes a group after its job limit: the rest commit in the next group", async () => {
        db.sqliteGroupLimits = { maxJobs: 5, maxMs: 60_000 };
        const statements = await statementsOf(() =>
          Promise.all(
            Array.from({ length: 12 }, () => db.transaction((em) => em.query("UPDATE rate_limit_hits SET hits = hits + 1 WHERE bucket_key = 'counter'"))),
          ),
        );
        expect(statements.filter((q) => q === "COMMIT")).to.have.length(3);
        expect(committedCount()).to.equal(12);
      });

      it("runs a lone transaction as a plain one, with no savepoint", async () => {
        const statements = await statementsOf(() => db.transaction((em) => em.query("UPDATE rate_limit_hits SET hits = 7 WHERE bucket_key = 'counter'")));
        expect(statements.filter((q) => /^(BEGIN|COMMIT|SAVEPOINT|RELEASE)/.test(q))).to.deep.equal(["BEGIN TRANSACTION", "COMMIT"]);
        expect(committedCount()).to.equal(7);
      });

      it("rolls back only the job that throws, answers it at once, and commits the others", async () => {
        let failedWhileOpen = -1;
        const jobs = Array.from({ length: 5 }, (_, i) =>
          db.transaction(async (em) => {
            await em.query("UPDATE rate_limit_hits SET hits = hits + ? WHERE bucket_key = 'counter'", [10 ** i]);
            if (i === 2) throw new Error(`job ${i} refused`);
          }),
        );
        await jobs[2].catch(() => (failedWhileOpen = committedCount()));
        const outcomes = await Promise.allSettled(jobs);
        expect(outcomes.map((o) => o.status)).to.deep.equal(["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"]);
        expect((outcomes[2] as PromiseRejectedResult).reason.message).to.equal("job 2 refused");
        expect(failedWhileOpen, "the failed job was answered before the group committed").to.equal(0);
        expect(committedCount()).to.equal(1 + 10 + 1000 + 10000);
      });

      it("runs every job again on its own when the group cannot commit, so only the job at fault fails", async () => {
        await db.transaction(async (em) => {
          await em.query("CREATE TABLE IF NOT EXISTS gc_parent (id INTEGER PRIMARY KEY)");
          await em.query(
            "CREATE TABLE IF NOT EXISTS gc_child (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES gc_parent(id) DEFERRABLE INITIALLY DEFERRED)",
          );
          await em.query("DELETE FROM gc_child");
          await em.query("DELETE FROM gc_parent");
        });
        const runs = [0, 0, 0];
        const statements = await statementsOf(() =>
          Promise.allSettled([
            db.transaction(async (em) => {
              runs[0]++;
              await em.query("INSERT INTO gc_parent (id) VALUES (1)");
            }),
            // A deferred foreign key is checked at COMMIT only: the group's commit fails.
            db.transaction(async (em) => {
              runs[1]++;
              await em.query("INSERT INTO gc_child (id, parent_id) VALUES (1, 999)");
            }),
            db.transaction(async (em) => {
              runs[2]++;
              await em.query("INSERT INTO gc_parent (id) VALUES (2)");
            }),
          ]).then((outcomes) => {
            expect(outcomes.map((o) => o.status)).to.deep.equal(["fulfilled", "rejected", "fulfilled"]);
            expect(String((outcomes[1] as PromiseRejectedResult).reason.message)).to.match(/FOREIGN KEY constraint failed/);
          }),
        );
        expect(runs, "each job ran in the group, then alone").to.deep.equal([2, 2, 2]);
        expect(statements.filter((q) => q === "ROLLBACK").length).to.be.greaterThan(0);
        const parents = (await db.manager.query("SELECT id FROM gc_parent ORDER BY id")) as Array<{ id: number }>;
        expect(parents.map((r) => Number(r.id))).to.deep.equal([1, 2]);
        expect(await db.manager.query("SELECT id FROM gc_child")).to.deep.equal([]);
        // And the connection is usable again: a new group commits.
        await Promise.all([1, 2].map(() => db.transaction((em) => em.query("UPDATE rate_limit_hits SET hits = hits + 1 WHERE bucket_key = 'counter'"))));
        expect(committedCount()).to.equal(2);
      });
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
