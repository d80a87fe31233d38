import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { createCustomer } from "../helpers/fixtures";

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe("the data folder and the SQLite files are private to the shop's user", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "bia-modes-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  // SQLite on purpose whatever TEST_DB says: the files are what this checks.
  const start = (dataDir: string) =>
    createApp(
      loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "error", WEB_DIST_DIR: path.join(root, "no-client") }),
    );

  it("creates the data folder 0700 and the database, its WAL and shared-memory files 0600", async () => {
    const previousUmask = process.umask(0o022);
    const dataDir = path.join(root, "fresh", "data");
    try {
      const app = await start(dataDir);
      await createCustomer(app);
      const db = path.join(dataDir, "bia.sqlite");
      expect(fs.existsSync(`${db}-wal`), "a WAL file while the database is open").to.equal(true);
      expect({
        folder: modeOf(dataDir),
        database: modeOf(db),
        wal: modeOf(`${db}-wal`),
        shm: modeOf(`${db}-shm`),
        encryptionKey: modeOf(path.join(dataDir, "encryption.key")),
        jwtSecret: modeOf(path.join(dataDir, "jwt.secret")),
      }).to.deep.equal({ folder: "700", database: "600", wal: "600", shm: "600", encryptionKey: "600", jwtSecret: "600" });
      await app.close();
    } finally {
      process.umask(previousUmask);
    }
  });

  it("tightens a database that an earlier version left readable to others", async () => {
    const dataDir = path.join(root, "old");
    const first = await start(dataDir);
    await first.close();
    const db = path.join(dataDir, "bia.sqlite");
    fs.chmodSync(db, 0o644);
    const again = await start(dataDir);
    await createCustomer(again);
    expect([modeOf(db), modeOf(`${db}-wal`)]).to.deep.equal(["600", "600"]);
    await again.close();
  });
});
