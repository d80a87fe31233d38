/**
 * The README's quick start, done the way a newcomer does it: a fresh clone of the committed
 * tree, then `npm ci && npm run build && npm start` with only the machine's own Node and npm
 * on PATH (Debian's Node 20 here, not the Node 24 that CI puts first). Slow (a real install),
 * so the runner only runs it under CI or with TEST_QUICKSTART=1.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { freePort } from "../helpers/spawn-server";
import { systemNodePath } from "../helpers/system-node";

const root = path.resolve(import.meta.dirname, "../..");

describe("quick start from a fresh clone on the machine's own Node", function () {
  const systemNode = systemNodePath();
  if (!systemNode) throw new Error("no system Node found (/usr/bin/node or SYSTEM_NODE)");
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-quickstart-"));
  const clone = path.join(workDir, "shop");
  // The machine's environment as a person's shell has it (proxy and CA settings included: the
  // registry's Node 24 reads extra CAs only from NODE_EXTRA_CA_CERTS), less what `npm test`
  // added (npm_* lifecycle variables, NODE_OPTIONS) and with PATH cut down to the system Node's
  // folder and the base system: no node_modules/.bin, no Node 24 cache.
  const inherited = Object.entries(process.env).filter(
    ([name]) => !/^npm_/i.test(name) && name !== "NODE_OPTIONS" && name !== "INIT_CWD" && !name.startsWith("TEST_"),
  );
  const env: Record<string, string> = {
    ...(Object.fromEntries(inherited) as Record<string, string>),
    PATH: [...new Set([path.dirname(systemNode), "/usr/bin", "/bin"])].join(":"),
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
  };

  function run(command: string, args: string[]): SpawnSyncReturns<string> {
    const result = spawnSync(command, args, { cwd: clone, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, `${command} ${args.join(" ")} failed:\n${output.slice(-4000)}`).to.equal(0);
    return result;
  }

  after(() => fs.rmSync(workDir, { recursive: true, force: true }));

  it("names the system Node it installs with", () => {
    const version = spawnSync(systemNode, ["--version"], { encoding: "utf8" }).stdout.trim();
    console.log(`      system Node: ${systemNode} ${version}; tests run on ${process.version}`);
    expect(version).to.match(/^v\d+\./);
  });

  it("npm ci installs, with npm scripts then running on the bundled Node 24 and its native modules loading", () => {
    const head = spawnSync("git", ["-C", root, "rev-parse", "HEAD"], { encoding: "utf8" }).stdout.trim();
    expect(spawnSync("git", ["clone", "--quiet", root, clone]).status, "git clone").to.equal(0);
    expect(spawnSync("git", ["-C", clone, "checkout", "--quiet", head]).status, "git checkout").to.equal(0);
    run("npm", ["ci"]);
    const scriptNode = run("npm", ["exec", "--", "node", "-p", "process.versions.node"]).stdout.trim().split("\n").at(-1);
    expect(scriptNode, "the Node npm scripts run on").to.match(/^24\./);
  });

  it("npm run build builds the client", () => {
    run("npm", ["run", "build"]);
    expect(fs.existsSync(path.join(clone, "web/dist/index.html"))).to.equal(true);
  });

  it("npm start brings the shop up: /readyz answers, the home page is served, SIGTERM stops it", async () => {
    const port = await freePort();
    const child = spawn("npm", ["start"], {
      cwd: clone,
      env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(workDir, "data") },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group, so npm and the server both get the signal
    });
    let output = "";
    child.stdout!.on("data", (d) => (output += d));
    child.stderr!.on("data", (d) => (output += d));
    const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
    const base = `http://127.0.0.1:${port}`;
    try {
      const deadline = Date.now() + 90_000;
      let ready = false;
      while (!ready) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`npm start ended before /readyz answered:\n${output}`);
        if (Date.now() > deadline) throw new Error(`/readyz did not answer within 90 s:\n${output}`);
        ready = await fetch(`${base}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (!ready) await new Promise((r) => setTimeout(r, 250));
      }
      const home = await fetch(`${base}/`);
      expect(home.status).to.equal(200);
      expect(await home.text()).to.include('<div id="root">');
    } finally {
      process.kill(-child.pid!, "SIGTERM");
    }
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r("still running after 20 s"), 20_000))]);
    if (code === "still running after 20 s") process.kill(-child.pid!, "SIGKILL");
    expect(code, output.slice(-2000)).to.be.oneOf([0, 143, "SIGTERM"]);
  });
});
