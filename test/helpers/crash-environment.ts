import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createScratchMysqlDatabase } from "../../server/cli/scratch-database";
import { testDbKind } from "./test-server";

/** A data dir (and on MariaDB a scratch database) that outlives the server processes killed in it. */
export async function crashEnvironment(extra: Record<string, string> = {}): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const env: Record<string, string> = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bia-crash-")), GRAPHQL_RATE_LIMIT_PER_IP: "0", ...extra };
  if (testDbKind() === "sqlite") return { env, drop: async () => fs.rmSync(env.DATA_DIR, { recursive: true, force: true }) };
  const scratch = await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL!, "bia_crash");
  env.DATABASE_URL = scratch.database.url;
  return {
    env,
    drop: async () => {
      await scratch.drop();
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    },
  };
}
