/**
 * The TypeORM data source for the CLI and scripts, configured from the same environment
 * variables as the server (DATABASE_URL unset → the SQLite file under ./data).
 */
import "reflect-metadata";
import { loadConfig } from "./server/config";
import { createDataSource } from "./server/db/data-source";
import { entities } from "./server/entities";
import { SecretBox } from "./server/db/secret-box";

const config = loadConfig();

export default createDataSource(config.database, entities, { secrets: SecretBox.forConfig(config) });
