import { DataSource, DataSourceOptions } from "typeorm";
import type { Config } from "../config";
import { mysqlMigrations } from "../migrations/mysql";
import { sqliteMigrations } from "../migrations/sqlite";
import { EncryptedTransformer } from "./columns";
import { SnakeNamingStrategy } from "./naming";
import { prepareSqliteFile } from "./private-files";
import { SecretBox } from "./secret-box";
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

/**
 * A data source whose encrypted columns use its own secret box: the keys belong to it (and so to
 * the app instance that opened it), not to the process.
 */
export class KeyedDataSource extends DataSource {
  constructor(
    options: DataSourceOptions,
    readonly secrets: SecretBox,
  ) {
    super(options);
  }

  protected override async buildMetadatas(): Promise<void> {
    await super.buildMetadatas();
    const transformer = new EncryptedTransformer(this.secrets);
    for (const meta of this.entityMetadatas) {
      for (const column of meta.columns) if (column.transformer instanceof EncryptedTransformer) column.transformer = transformer;
    }
  }
}

/** `secrets` holds the keys of the encrypted columns; without it, reading or writing one fails. */
export function createDataSource(
  database: Config["database"],
  entities: EntityList,
  opts: { synchronize?: boolean; secrets?: SecretBox } = {},
): KeyedDataSource {
  return new KeyedDataSource(dataSourceOptions(database, entities, opts), opts.secrets ?? new SecretBox());
}
