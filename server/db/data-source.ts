import { DataSource, DataSourceOptions } from "typeorm";
import type { Config } from "../config";
import { mysqlMigrations } from "../migrations/mysql";
import { sqliteMigrations } from "../migrations/sqlite";
import { SnakeNamingStrategy } from "./naming";
import { prepareSqliteFile } from "./private-files";
import { UuidSubscriber } from "./uuid-subscriber";

export type DbKind = "sqlite" | "mysql" | "mariadb";

/** The entity classes, handed over by the assembly (server/entities.ts): the data layer knows no domain. */
export type EntityList = NonNullable<DataSourceOptions["entities"]>;

export function dataSourceOptions(database: Config["database"], entities: EntityList, opts: { synchronize?: boolean } = {}): DataSourceOptions {
  const common = {
    entities,
    subscribers: [UuidSubscriber],
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: opts.synchronize ?? false,
    migrationsRun: false,
    logging: false as const,
  };
  if (database.kind === "sqlite") {
    if (database.file !== ":memory:") prepareSqliteFile(database.file);
    return {
      ...common,
      type: "better-sqlite3",
      database: database.file,
      migrations: sqliteMigrations,
      enableWAL: true,
      prepareDatabase: (db: { pragma: (s: string) => unknown }) => {
        db.pragma("busy_timeout = 5000");
        db.pragma("synchronous = NORMAL");
        db.pragma("foreign_keys = ON");
      },
    };
  }
  return {
    ...common,
    type: database.kind,
    url: database.url.replace(/^mariadb:/, "mysql:"),
    migrations: mysqlMigrations,
    charset: "utf8mb4_unicode_ci",
    timezone: "Z",
    supportBigNumbers: true,
    poolSize: database.poolSize,
    // trace: false — mysql2 otherwise captures a stack trace before every query, to put the
    // caller's frames on a failure; that was 8.6 % of the busy time of a burst of purchases
    // (bench/concurrent-purchase), and TypeORM's QueryFailedError carries the caller's async stack.
    extra: { connectionLimit: database.poolSize, trace: false },
  };
}

export function createDataSource(database: Config["database"], entities: EntityList, opts: { synchronize?: boolean } = {}): DataSource {
  return new DataSource(dataSourceOptions(database, entities, opts));
}
