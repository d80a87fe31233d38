import { expect } from "chai";
import { DateUtils } from "typeorm/util/DateUtils.js";
import { forUpdate, placeholders, sqlDateTime } from "../../server/db/raw-sql";
import type { Database } from "../../server/db/transaction";

const sqlite = { isSqlite: true } as Database;
const mariadb = { isSqlite: false } as Database;

describe("hand-written SQL for the hot paths (server/db/raw-sql.ts)", () => {
  it("writes a datetime on SQLite exactly as TypeORM writes a datetime column", () => {
    for (const date of [new Date("2026-11-23T17:40:05.123Z"), new Date("2026-01-02T03:04:05.006Z"), new Date("1999-12-31T23:59:59.999Z"), new Date(0)]) {
      expect(sqlDateTime(sqlite, date)).to.equal(DateUtils.mixedDateToUtcDatetimeString(date));
    }
  });

  it("hands mysql2 the Date itself on MySQL/MariaDB (the connection writes it in UTC)", () => {
    const date = new Date("2026-11-23T17:40:05.123Z");
    expect(sqlDateTime(mariadb, date)).to.equal(date);
  });

  it("locks rows only where the database has row locks", () => {
    expect(forUpdate(sqlite)).to.equal("");
    expect(forUpdate(sqlite, { skipLocked: true })).to.equal("");
    expect(forUpdate(mariadb)).to.equal(" FOR UPDATE");
    expect(forUpdate(mariadb, { skipLocked: true })).to.equal(" FOR UPDATE SKIP LOCKED");
  });

  it("writes one placeholder per value of a list", () => {
    expect(placeholders(1)).to.equal("?");
    expect(placeholders(3)).to.equal("?, ?, ?");
  });
});
