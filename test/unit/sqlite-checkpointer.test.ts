import { expect } from "chai";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { openDatabase } from "../../server/app";
import { loadConfig } from "../../server/config";
import { FALLBACK_AUTOCHECKPOINT_PAGES, SqliteCheckpointer } from "../../server/db/sqlite-checkpointer";
import { sqliteHandleOf } from "../../server/db/sqlite-direct";

/** Frames in the WAL that are not in the database file yet, as a fresh PASSIVE checkpoint sees them before copying. */
function walFrames(db: Sqlite.Database): number {
  const [row] = db.pragma("wal_checkpoint(PASSIVE)") as Array<{ log: number }>;
  return row.log;
}

describe("the background WAL checkpoint thread (SQLite)", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-checkpoint-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("copies what the app's connection committed into the database file, without that connection checkpointing", async () => {
    const file = path.join(dir, "shop.sqlite");
    const app = new Sqlite(file);
    app.pragma("journal_mode = WAL");
    // The app's own connection never checkpoints here: whatever reaches the file, the thread copied.
    app.pragma("wal_autocheckpoint = 0");
    app.exec("CREATE TABLE lines (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
    const checkpointer = new SqliteCheckpointer(file, 20);
    try {
      const insert = app.prepare("INSERT INTO lines (body) VALUES (?)");
      for (let i = 0; i < 300; i++) insert.run("x".repeat(500));
      const stats = await checkpointer.stats();
      expect(stats.runs).to.be.greaterThan(0);
      expect(stats.pages).to.be.greaterThan(30);

      // The file alone (read with the WAL set aside) holds every row.
      app.close();
      fs.renameSync(`${file}-wal`, path.join(dir, "set-aside-wal"));
      const fileOnly = new Sqlite(file, { readonly: true });
      expect(fileOnly.prepare("SELECT COUNT(*) AS n FROM lines").get()).to.deep.equal({ n: 300 });
      fileOnly.close();
    } finally {
      await checkpointer.stop();
    }
  });

  it("ends its thread on stop, and answers empty counts afterwards instead of waiting", async () => {
    const file = path.join(dir, "shop.sqlite");
    const app = new Sqlite(file);
    app.pragma("journal_mode = WAL");
    app.exec("CREATE TABLE t (x)");
    const checkpointer = new SqliteCheckpointer(file, 20);
    app.prepare("INSERT INTO t VALUES (1)").run();
    await checkpointer.stop();
    expect(await checkpointer.stats()).to.deep.equal({ runs: 0, pages: 0 });
    // Nothing the thread left behind: the app's next commit is still the WAL's only new frame set.
    app.prepare("INSERT INTO t VALUES (2)").run();
    expect(walFrames(app)).to.be.greaterThan(0);
    app.close();
  });

  it("is started by openDatabase for a SQLite file, which leaves its own connection a distant fallback, and stopped by close", async () => {
    const db = await openDatabase(loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error" }));
    try {
      expect(db.checkpointer).to.be.instanceOf(SqliteCheckpointer);
      expect(sqliteHandleOf(db.dataSource)!.pragma("wal_autocheckpoint", { simple: true })).to.equal(FALLBACK_AUTOCHECKPOINT_PAGES);
      expect((await db.checkpointer!.stats()).pages).to.be.greaterThan(0); // the migrations' pages
    } finally {
      await db.close();
    }
    expect(await db.checkpointer!.stats()).to.deep.equal({ runs: 0, pages: 0 });
  });

  it("tells its owner when the thread ends unasked, as when its connection cannot open", async () => {
    let told = false;
    const checkpointer = new SqliteCheckpointer(path.join(dir, "missing", "shop.sqlite"), 20, () => (told = true));
    expect(await checkpointer.stats()).to.deep.equal({ runs: 0, pages: 0 });
    expect(told).to.equal(true);
    await checkpointer.stop();
  });

  it("works under the flags a process was started with, and a top-level await of close() finishes", () => {
    // --input-type=module is inherited by threads unless they are given their own flags; the
    // thread's end must also hold the process open until close() has resolved.
    const script = [
      `const { openDatabase } = await import(${JSON.stringify(path.resolve("server/app.ts"))});`,
      `const { loadConfig } = await import(${JSON.stringify(path.resolve("server/config.ts"))});`,
      `const db = await openDatabase(loadConfig({ DATA_DIR: ${JSON.stringify(dir)}, LOG_LEVEL: "warn" }));`,
      `const stats = await db.checkpointer.stats();`,
      `await db.close();`,
      `console.log(JSON.stringify({ closed: true, pages: stats.pages }));`,
    ].join("\n");
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8", timeout: 60_000 });
    expect(run.stderr).to.equal("");
    expect(run.status).to.equal(0);
    const printed = JSON.parse(run.stdout.trim().split("\n").pop()!) as { closed: boolean; pages: number };
    expect(printed.closed).to.equal(true);
    expect(printed.pages).to.be.greaterThan(0);
  });
});
