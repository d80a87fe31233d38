/**
 * Generates the next migration for one driver, the way `typeorm migration:generate` does:
 * apply the existing migrations to an empty database, diff it against the entities, and
 * write the difference as a migration class. With --check it writes nothing and exits 1
 * when the entities and migrations disagree (CI runs this for both drivers).
 *
 *   npm run db:generate -- --driver sqlite --name AddThing
 *   npm run db:generate -- --driver mysql --name AddThing   (needs MIGRATIONS_DATABASE_URL, a MySQL/MariaDB server)
 *   npm run db:generate -- --driver sqlite --check
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import "reflect-metadata";
import { createDataSource } from "../db/data-source";
import { entities } from "../entities";
import { SecretBox } from "../db/secret-box";
import type { Config } from "../config";
import { withScratchMysqlDatabase } from "./scratch-database";

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const driver = arg("driver") ?? "sqlite";
const check = args.includes("--check");
const name = arg("name") ?? "Migration";
if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error("--name must be letters and digits");

async function pendingQueries(database: Config["database"]) {
  const ds = createDataSource(database, entities, { secrets: SecretBox.withKey(Buffer.alloc(32, 7)) });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: "all" });
    return await ds.driver.createSchemaBuilder().log();
  } finally {
    await ds.destroy();
  }
}

function quote(sql: string): string {
  return "`" + sql.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${") + "`";
}

function writeIndex(dir: string, exportName: string): void {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d+-[A-Za-z0-9]+\.ts$/.test(f))
    .sort();
  const imports = files.map((f, i) => `import { ${className(f)} as M${i} } from "./${f.replace(/\.ts$/, "")}";`);
  const body = `export const ${exportName}: Function[] = [${files.map((_, i) => `M${i}`).join(", ")}];\n`;
  fs.writeFileSync(
    path.join(dir, "index.ts"),
    `// Written by db-generate-migrations.ts; lists the migrations in order.\n${imports.join("\n")}${imports.length ? "\n\n" : ""}${body}`,
  );
}

function className(file: string): string {
  const [ts, n] = file.replace(/\.ts$/, "").split("-");
  return `${n}${ts}`;
}

async function main() {
  let sql;
  if (driver === "sqlite") {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bia-migrations-")), "schema.sqlite");
    sql = await pendingQueries({ kind: "sqlite", file });
  } else if (driver === "mysql") {
    const url = process.env.MIGRATIONS_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!url) throw new Error("set MIGRATIONS_DATABASE_URL to a MySQL/MariaDB server (a scratch database is created and dropped)");
    sql = await withScratchMysqlDatabase(url, (database) => pendingQueries(database));
  } else {
    throw new Error("--driver is sqlite or mysql");
  }

  const dir = path.resolve("server/migrations", driver);
  if (check) {
    if (sql.upQueries.length === 0) {
      console.log(`${driver}: migrations match the entities`);
      return;
    }
    console.error(`${driver}: the entities differ from the migrations; run npm run db:generate -- --driver ${driver} --name <Name>:`);
    for (const q of sql.upQueries) console.error("  " + q.query);
    process.exit(1);
  }
  if (sql.upQueries.length === 0) {
    console.log(`${driver}: nothing to generate`);
    writeIndex(dir, driver === "sqlite" ? "sqliteMigrations" : "mysqlMigrations");
    return;
  }
  const ts = Date.now();
  const file = `${ts}-${name}.ts`;
  const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join("\n");
  const down = [...sql.downQueries]
    .reverse()
    .map((q) => `    await queryRunner.query(${quote(q.query)});`)
    .join("\n");
  fs.writeFileSync(
    path.join(dir, file),
    `import type { MigrationInterface, QueryRunner } from "typeorm";

export class ${name}${ts} implements MigrationInterface {
  name = "${name}${ts}";

  async up(queryRunner: QueryRunner): Promise<void> {
${up}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${down}
  }
}
`,
  );
  writeIndex(dir, driver === "sqlite" ? "sqliteMigrations" : "mysqlMigrations");
  console.log(`${driver}: wrote server/migrations/${driver}/${file} (${sql.upQueries.length} statements)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
