import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "chai";
import { licenseCheckNodeExample } from "../../web/src/pages/public/license-check/node-example";
import { fencedBlocks, shellCommands } from "../helpers/documented-examples";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const run = promisify(execFile);
const PLACEHOLDER_SHOP = "https://shop.example.com";
const PLACEHOLDER_TOKEN = "bia_your_token_here";
const apiDoc = fs.readFileSync(path.resolve("docs/api.md"), "utf8");

/** Runs with the server in this process still answering (never a synchronous child process). */
async function sh(script: string, cwd: string, env: Record<string, string> = {}) {
  return run("bash", ["-c", script], { cwd, env: { ...process.env, ...env }, maxBuffer: 10 * 1024 * 1024 });
}

/**
 * Every example of docs/api.md and the /license-check page, run as printed against a live shop,
 * with only the shop's address and the token filled in.
 */
describe("the documented examples, followed literally", () => {
  let server: TestServer;
  let token: string;
  let dir: string;

  before(async () => {
    server = await startTestServer();
    await addStock(server.app, 40, "docs");
    const customer = await createCustomer(server.app, { balanceCents: 10_000 });
    const session = signIn(server.app, server.client(), customer);
    token = (await session.ok(`mutation { createApiToken(name: "docs") { token } }`)).createApiToken.token;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-docs-"));
  });
  after(async () => {
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const fill = (text: string) => text.replaceAll(PLACEHOLDER_SHOP, server.url).replaceAll(PLACEHOLDER_TOKEN, token);

  it("runs every curl command of docs/api.md and gets data, never an error", async () => {
    const blocks = fencedBlocks(apiDoc, "sh");
    expect(blocks.length).to.be.greaterThan(0);
    let ran = 0;
    for (const block of blocks) {
      const { assignments, commands } = shellCommands(fill(block));
      for (const command of commands) {
        const { stdout } = await sh(`set -euo pipefail; ${assignments.join("; ")}; ${command}`, dir);
        ran++;
        if (command.includes(" -o ")) continue;
        const answer = JSON.parse(stdout);
        expect(answer.errors, `${command}\n→ ${stdout}`).to.equal(undefined);
        expect(answer.data, command).to.be.an("object");
        expect(JSON.stringify(answer.data), command).not.to.include('"errorCode"');
      }
    }
    expect(ran).to.be.at.least(7);
    expect(fs.readFileSync(path.join(dir, "schema.graphql"), "utf8")).to.include("type Query");
  });

  it("says true things about a request without a token: me is null with HTTP 200", async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ me { balanceCents } }" }),
    });
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ data: { me: null } });
    expect(apiDoc).to.include('`200 {"data":{"me":null}}`');
  });

  it("runs the TypeScript client as printed, which buys accounts with a token and refuses to start without one", async () => {
    const [client] = fencedBlocks(apiDoc, "ts");
    fs.writeFileSync(path.join(dir, "client.ts"), fill(client));
    fs.writeFileSync(path.join(dir, "buy.ts"), `import { buyAccounts } from "./client.ts";\nconsole.log(JSON.stringify(await buyAccounts(10)));\n`);
    const { stdout } = await sh(`node buy.ts`, dir, { BIA_TOKEN: token });
    const accounts = JSON.parse(stdout);
    expect(accounts).to.have.length(10);
    expect(accounts[0]).to.have.keys(["username", "password", "email", "emailPassword"]);

    const refused = await sh(`node buy.ts`, dir, { BIA_TOKEN: "" }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(refused?.code).to.not.equal(0);
    expect(refused?.stderr).to.include("Set BIA_TOKEN to an API token");
  });

  it("runs the /license-check page's example client, which accepts genuine answers and rejects a forged one", async () => {
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const { license } = (
      await admin.ok(`mutation($e: String, $x: DateTimeISO) { createLicenseByEmail(email: $e, plan: "standard", expiresAt: $x) { license { licenseKey } } }`, {
        e: "app@example.test",
        x: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      })
    ).createLicenseByEmail;
    fs.writeFileSync(path.join(dir, "license-client.mjs"), licenseCheckNodeExample(server.url));
    fs.writeFileSync(
      path.join(dir, "check.mjs"),
      `import { checkLicense } from "./license-client.mjs";\nconsole.log(JSON.stringify(await checkLicense(process.argv[2])));\n`,
    );
    const valid = JSON.parse((await sh(`node check.mjs ${license.licenseKey}`, dir)).stdout);
    expect(valid).to.include({ status: "success", message: "License is valid" });
    const unknown = JSON.parse((await sh(`node check.mjs AAAA-BBBB-CCCC-DDDD`, dir)).stdout);
    expect(unknown.status).to.equal("invalid");

    // A fake server that rewrites the answer: the example must call it forged.
    const forging = licenseCheckNodeExample(server.url).replace(
      "const body = await res.text();",
      "const body = (await res.text()).replace('\"invalid\"', '\"success\"');",
    );
    expect(forging).to.not.equal(licenseCheckNodeExample(server.url));
    fs.writeFileSync(path.join(dir, "license-client.mjs"), forging);
    const forged = await sh(`node check.mjs AAAA-BBBB-CCCC-DDDD`, dir).then(
      () => null,
      (err: { stderr: string }) => err,
    );
    expect(forged?.stderr).to.include("forged answer");
  });
});
