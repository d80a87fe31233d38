import crypto from "node:crypto";
import mysql from "mysql2/promise";
import type { Config } from "../config";

/** Creates an empty database on the server of `url`, hands it to `work`, and drops it afterwards. */
export async function withScratchMysqlDatabase<T>(url: string, work: (database: Config["database"]) => Promise<T>): Promise<T> {
  const kind = url.startsWith("mariadb:") ? "mariadb" : "mysql";
  const server = new URL(url.replace(/^mariadb:/, "mysql:"));
  const name = `bia_scratch_${crypto.randomBytes(4).toString("hex")}`;
  server.pathname = "/";
  const admin = await mysql.createConnection(server.toString());
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    const dbUrl = new URL(server.toString());
    dbUrl.pathname = `/${name}`;
    return await work({ kind, url: dbUrl.toString().replace(/^mysql:/, `${kind}:`), poolSize: 5 });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  }
}
