import crypto from "node:crypto";
import mysql from "mysql2/promise";
import type { Config } from "../config";

type MysqlDatabase = Extract<Config["database"], { kind: "mysql" | "mariadb" }>;

export interface ScratchMysqlDatabase {
  /** Connection settings of the new, empty database (its URL keeps the scheme of the server URL). */
  database: MysqlDatabase;
  drop(): Promise<void>;
}

/**
 * Creates an empty database with a random name on the server of `serverUrl` (a mysql:// or
 * mariadb:// URL; its path is ignored). Migration generation, tests and benchmarks use it so
 * each run has a database of its own.
 */
export async function createScratchMysqlDatabase(serverUrl: string, prefix = "bia_scratch"): Promise<ScratchMysqlDatabase> {
  const kind = serverUrl.startsWith("mariadb:") ? "mariadb" : "mysql";
  const server = new URL(serverUrl.replace(/^mariadb:/, "mysql:"));
  server.pathname = "/";
  const name = `${prefix}_${crypto.randomBytes(4).toString("hex")}`;
  const onServer = async (sql: string) => {
    const admin = await mysql.createConnection(server.toString());
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    database: { kind, url: url.toString().replace(/^mysql:/, `${kind}:`), poolSize: 5 },
    drop: () => onServer(`DROP DATABASE IF EXISTS \`${name}\``),
  };
}

/** A scratch database for the length of `work`, dropped afterwards whatever happens. */
export async function withScratchMysqlDatabase<T>(serverUrl: string, work: (database: MysqlDatabase) => Promise<T>): Promise<T> {
  const scratch = await createScratchMysqlDatabase(serverUrl);
  try {
    return await work(scratch.database);
  } finally {
    await scratch.drop();
  }
}
