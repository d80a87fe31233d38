import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect } from "chai";

const logModule = path.resolve(import.meta.dirname, "../../server/log.ts");
const probe = `import { log } from ${JSON.stringify(logModule)}; log.info("shop started", { port: 3000, password: "hunter2" });`;
const nodeCommand = [process.execPath, "--import", "tsx", "--input-type=module", "-e", probe];

/** A shell word for `script -c`, which takes the command as one string. */
const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

describe("server log format", () => {
  it("is one JSON object per line when stdout is a pipe", () => {
    const r = spawnSync(nodeCommand[0], nodeCommand.slice(1), { encoding: "utf8", env: { ...process.env, LOG_LEVEL: "info" } });
    expect(r.status, r.stderr).to.equal(0);
    const line = JSON.parse(r.stdout.trim());
    expect(line).to.include({ level: "info", msg: "shop started", port: 3000, password: "[redacted]" });
  });

  it("is a readable line for a person when stdout is a terminal, with secrets still redacted", function () {
    // util-linux `script` runs the command on a pseudo-terminal, as a person's shell would.
    const r = spawnSync("script", ["-qec", nodeCommand.map(quote).join(" "), "/dev/null"], { encoding: "utf8", env: { ...process.env, LOG_LEVEL: "info" } });
    expect(r.status, r.stderr).to.equal(0);
    const text = r.stdout.replace(/\x1b\[[0-9;]*m/g, "").trim();
    expect(text).to.match(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: shop started /);
    expect(text).to.include('"port":3000');
    expect(text).to.include('"password":"[redacted]"');
    expect(() => JSON.parse(text)).to.throw();
  });
});
