import fs from "node:fs";

/** The machine's own Node (Debian's /usr/bin/node), which the quick-start check installs with. */
export function systemNodePath(): string | undefined {
  const candidate = process.env.SYSTEM_NODE || "/usr/bin/node";
  return fs.existsSync(candidate) ? candidate : undefined;
}
