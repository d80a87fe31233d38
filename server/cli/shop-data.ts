/**
 * Which shop's data a command such as `npm run admin:create` works on, and the line that says so.
 * With DATA_DIR or DATABASE_URL set: that one (with the address of the shop running on it, if
 * any). Without: the one shop running on this machine (server/running-shops.ts), else ./data,
 * saying that no shop runs on it; with several running, the command names them and asks for
 * DATA_DIR instead of guessing.
 */
import { loadConfig, type Config } from "../config";
import { databaseLabel, EMBEDDED_DATABASE, runningShops, type RunningShop } from "../running-shops";

type Env = Record<string, string | undefined>;

export type ShopDataChoice = { ok: true; config: Config; message: string } | { ok: false; message: string };

const set = (env: Env, name: string) => (env[name] ?? "").trim() !== "";

function where(config: Config): string {
  const label = databaseLabel(config);
  return label === EMBEDDED_DATABASE ? `data folder ${config.dataDir}` : `database ${label} (data folder ${config.dataDir})`;
}

/** The configuration of the running shop's data, its sign-in address that of the shop unless PORT or PUBLIC_BASE_URL says otherwise. */
function configOf(shop: RunningShop, env: Env): Config {
  const own = set(env, "PUBLIC_BASE_URL") || set(env, "PORT");
  return loadConfig({ ...env, DATA_DIR: shop.dataDir, ...(own ? {} : { PUBLIC_BASE_URL: shop.publicBaseUrl }) });
}

export function chooseShopData(config: Config, env: Env): ShopDataChoice {
  const shops = runningShops(config.runningShopsDir);
  if (set(env, "DATA_DIR") || set(env, "DATABASE_URL")) {
    const label = databaseLabel(config);
    const running = shops.find((s) => s.database === label && (label !== EMBEDDED_DATABASE || s.dataDir === config.dataDir));
    if (!running) return { ok: true, config, message: `Using ${where(config)}: no shop is running on it.` };
    const chosen = configOf(running, { ...env, DATA_DIR: config.dataDir });
    return { ok: true, config: chosen, message: `Using the shop running at ${running.publicBaseUrl}: ${where(chosen)}.` };
  }
  if (shops.length === 0) {
    return { ok: true, config, message: `Using ${where(config)}: no shop is running on this machine (set DATA_DIR for another folder).` };
  }
  if (shops.length > 1) {
    const list = shops
      .map((s) => `  - ${s.publicBaseUrl}: DATA_DIR=${s.dataDir}${s.database === EMBEDDED_DATABASE ? "" : ` DATABASE_URL=${s.database}`}`)
      .join("\n");
    return { ok: false, message: `${shops.length} shops are running on this machine; say which one with DATA_DIR (and DATABASE_URL):\n${list}` };
  }
  const [shop] = shops;
  if (shop.database !== EMBEDDED_DATABASE) {
    return {
      ok: false,
      message: `The shop running at ${shop.publicBaseUrl} uses the database ${shop.database}: run the command again with DATABASE_URL set to it (with its password).`,
    };
  }
  const chosen = configOf(shop, env);
  return { ok: true, config: chosen, message: `Using the shop running at ${shop.publicBaseUrl}: ${where(chosen)}.` };
}
