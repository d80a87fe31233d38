/**
 * `npm run admin:create -- --email a@b.c --password secret1 [--name Admin]`: a confirmed admin
 * account, in the shop that runs (see chooseShopData): a shop started with its own DATA_DIR and
 * PORT gets the admin, not a new ./data.
 */
import "reflect-metadata";
import { parseArgs } from "node:util";
import { openDatabase } from "../app";
import { ConfigError, loadConfig } from "../config";
import { RequestContext } from "../context";
import { createInstance } from "../services";
import { isDomainError } from "../errors";
import { createAdmin } from "../modules/auth/admin-setup.service";
import { chooseShopData } from "./shop-data";

const usage = "usage: npm run admin:create -- --email you@example.com --password <at least 6 characters> [--name Admin]";

let args;
try {
  args = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } } }).values;
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
if (!args.email || !args.password) {
  console.error(usage);
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(2);
}

const choice = chooseShopData(config, process.env);
if (!choice.ok) {
  console.error(choice.message);
  process.exit(2);
}
config = choice.config;
console.log(choice.message);

const db = await openDatabase(config);
try {
  const admin = await createAdmin(RequestContext.system(createInstance({ db, config })), { email: args.email, password: args.password, name: args.name });
  console.log(`Admin account created for ${admin.email}. Sign in at ${config.publicBaseUrl}/auth/login`);
} catch (err) {
  if (!isDomainError(err)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
