import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Browser tests run against the production build; rebuild it when the sources are newer. */
export function ensureClientBuilt(): void {
  const index = path.resolve("web/dist/index.html");
  const sources = Math.max(
    newestMtime(path.resolve("web/src")),
    newestMtime(path.resolve("web/build")),
    fs.statSync(path.resolve("web/index.html")).mtimeMs,
    fs.statSync(path.resolve("web/vite.config.ts")).mtimeMs,
  );
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= sources) return;
  console.log("building the client for the browser suite…");
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (r.status !== 0) throw new Error("client build failed");
}
