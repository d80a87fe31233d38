/** `npm run db:migrate`: applies pending migrations to the configured database (the server also does on start). */
import "reflect-metadata";
import { loadConfig } from "../config";
import { createDataSource } from "../db/data-source";
import { entities } from "../entities";
import { SecretBox } from "../db/secret-box";

const config = loadConfig();
const ds = createDataSource(config.database, entities, { secrets: SecretBox.forConfig(config) });
await ds.initialize();
const applied = await ds.runMigrations({ transaction: "each" });
console.log(applied.length ? `applied: ${applied.map((m) => m.name).join(", ")}` : "database is up to date");
await ds.destroy();
