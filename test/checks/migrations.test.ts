import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect } from "chai";

const root = path.resolve(import.meta.dirname, "../..");
const ci = /^(1|true)$/i.test(process.env.CI ?? "");

/** Runs `npm run db:generate -- --driver <driver> --check`: applies the migrations to an empty database and diffs it against the entities. */
function checkMigrations(driver: "sqlite" | "mysql", env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "server/cli/db-generate-migrations.ts", "--driver", driver, "--check"], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 110_000,
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}`.trim() };
}

describe("migrations match the entities", () => {
  it("SQLite: regenerating the migrations yields no change (else npm run db:generate -- --driver sqlite --name <Name>)", () => {
    const r = checkMigrations("sqlite");
    expect(r.output).to.include("sqlite: migrations match the entities");
    expect(r.status, r.output).to.equal(0);
  });

  const url = process.env.TEST_DATABASE_URL;
  if (url || ci) {
    it("MySQL/MariaDB: regenerating the migrations on TEST_DATABASE_URL yields no change (else npm run db:generate -- --driver mysql --name <Name>)", () => {
      expect(url, "TEST_DATABASE_URL must point at a MySQL/MariaDB server under CI=true (e.g. mariadb://root@127.0.0.1:3306/test)").to.be.a("string");
      const r = checkMigrations("mysql", { MIGRATIONS_DATABASE_URL: url! });
      expect(r.output).to.include("mysql: migrations match the entities");
      expect(r.status, r.output).to.equal(0);
    });
  } else {
    const line = "CHECK NOT RUN: MySQL/MariaDB migrations — TEST_DATABASE_URL is not set (e.g. mariadb://root@127.0.0.1:3306/test)";
    console.log(`\n${"!".repeat(line.length)}\n${line}\n${"!".repeat(line.length)}\n`);
  }
});
