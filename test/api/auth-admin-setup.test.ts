import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect } from "chai";
import type { Config } from "../../server/config";
import { RequestContext } from "../../server/context";
import { setLogLevel } from "../../server/log";
import { announceAdminSetupLink } from "../../server/modules/auth/admin-setup.service";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer } from "../helpers/fixtures";
import { HttpClient } from "../helpers/http-client";
import { spawnServer } from "../helpers/spawn-server";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { ME_FIELDS, tokenFromLink } from "./auth-links";

const SETUP = `mutation($input: AdminSetupInput!) { completeAdminSetup(input: $input) { ${ME_FIELDS} } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id role } }`;

const PRINTED_BASE_URL = "http://shop.example";

/** The token of the setup link in what the server printed at start. */
function printedSetupToken(printed: string): string {
  const match = /(https?:\/\/[^\s/]+)\/auth\/setup-admin\?token=([A-Za-z0-9_-]{43})\s/.exec(printed);
  expect(match, printed).to.not.equal(null);
  expect(match![1]).to.equal(PRINTED_BASE_URL);
  return match![2];
}

/** Starts a server with info logging and returns it with everything it printed while starting. */
async function startCapturingStdout(): Promise<{ server: TestServer; printed: string }> {
  const original = process.stdout.write.bind(process.stdout);
  let printed = "";
  process.stdout.write = ((chunk: string | Uint8Array) => {
    printed += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  }) as typeof process.stdout.write;
  try {
    const server = await startTestServer({ LOG_LEVEL: "info", PUBLIC_BASE_URL: PRINTED_BASE_URL });
    // The log level is process-wide: quiet again for the rest of the run.
    const quiet = (process.env.TEST_LOG_LEVEL ?? "error") as Config["logLevel"];
    setLogLevel(quiet);
    return { server, printed };
  } finally {
    process.stdout.write = original;
  }
}

/** Runs a command to its end; resolves with its exit code and output. */
function runToEnd(
  command: string,
  args: string[],
  options: { env: Record<string, string>; cwd?: string },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs `npm run admin:create` (the script itself) against the test server's database. */
function runAdminCreate(
  server: TestServer,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { config } = server.app;
  const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: config.dataDir, LOG_LEVEL: "error", ...extraEnv };
  delete env.DATABASE_URL;
  if (config.database.kind !== "sqlite") env.DATABASE_URL = config.database.url;
  if (config.encryptionKey) env.ENCRYPTION_KEY = config.encryptionKey.toString("base64");
  return runToEnd(process.execPath, ["--import", "tsx", path.resolve("server/cli/admin-create.ts"), ...args], { env });
}

const setupInput = (token: string, overrides: Record<string, string> = {}) => ({
  token,
  name: "Owner",
  email: "Owner@Example.com",
  password: "owner-secret",
  confirmPassword: "owner-secret",
  ...overrides,
});

describe("first admin", () => {
  describe("the setup link printed at start", () => {
    let server: TestServer;
    let startupToken: string;
    let printed: string;
    before(async () => {
      const started = await startCapturingStdout();
      server = started.server;
      printed = started.printed;
      expect(printed).to.include("No admin account yet");
      startupToken = printedSetupToken(printed);
    });
    after(() => server?.close());

    it("says in the same banner where the shop is and that e-mails go to the outbox without SMTP", () => {
      expect(printed).to.include(`BIA Marketplace: ${PRINTED_BASE_URL}`);
      expect(printed).to.include("e-mails go to the outbox");
      expect(printed).to.include(`${PRINTED_BASE_URL}/admin/inbox`);
    });

    it("checks the form before the link", async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [{ name: " " }, "Please fill all fields."],
        [{ confirmPassword: "other-secret" }, "Passwords do not match."],
        [{ password: "short", confirmPassword: "short" }, "Password must be at least 6 characters long."],
        [{ email: "owner" }, "Please enter a valid email address."],
      ];
      for (const [overrides, message] of cases) {
        expect(await server.client().fails(SETUP, { input: setupInput(startupToken, overrides) })).to.include({ message, code: "BAD_USER_INPUT" });
      }
      const wrong = await server.client().fails(SETUP, { input: setupInput("not-the-token") });
      expect(wrong).to.include({ message: "This link is invalid or has expired.", code: "INVALID_TOKEN" });
    });

    it("stops working when a newer link is printed (as on the next start)", async () => {
      const newer = await announceAdminSetupLink(RequestContext.system(server.app));
      expect(newer).to.be.a("string");
      expect((await server.client().fails(SETUP, { input: setupInput(startupToken) })).code).to.equal("INVALID_TOKEN");
      startupToken = tokenFromLink(server, newer!, "/auth/setup-admin");
    });

    it("creates a confirmed admin, signs them in, and works only once", async () => {
      const owner = server.client();
      const me = (await owner.ok(SETUP, { input: setupInput(startupToken) })).completeAdminSetup;
      expect(me).to.include({ name: "Owner", email: "owner@example.com", role: "admin", emailConfirmed: true, balanceCents: 0 });
      expect((await owner.ok(`{ outboxEmails { id } }`)).outboxEmails).to.be.an("array");

      const again = await server.client().fails(SETUP, { input: setupInput(startupToken, { email: "second@example.com" }) });
      expect(again.code).to.equal("INVALID_TOKEN");
      expect(await server.app.db.manager.getRepository(Customer).countBy({ role: "admin" })).to.equal(1);
    });

    it("prints no link once an admin exists", async () => {
      expect(await announceAdminSetupLink(RequestContext.system(server.app))).to.equal(null);
    });
  });

  describe("npm run admin:create", function () {
    // Each test starts the CLI once or twice (a Node process compiling TypeScript and opening the
    // database): about 3 s each on a quiet machine, past a minute on a loaded one.
    this.timeout(180_000);
    let server: TestServer;
    let startupToken: string;
    before(async () => {
      const started = await startCapturingStdout();
      server = started.server;
      startupToken = printedSetupToken(started.printed);
    });
    after(() => server?.close());

    it("creates a confirmed admin who can sign in", async () => {
      const result = await runAdminCreate(server, ["--email", " Root@Example.com ", "--password", "root-secret", "--name", "Root"]);
      expect(result.stderr).to.equal("");
      expect(result.code).to.equal(0);
      expect(result.stdout).to.include("Admin account created for root@example.com");
      const row = await server.app.db.manager.getRepository(Customer).findOneByOrFail({ email: "root@example.com" });
      expect(row).to.include({ name: "Root", role: "admin", balanceCents: 0 });
      expect(row.emailConfirmedAt).to.be.instanceOf(Date);
      expect((await server.client().ok(LOGIN, { email: "root@example.com", password: "root-secret" })).login.role).to.equal("admin");
    });

    it("prints the sign-in address of the configured PORT, or of PUBLIC_BASE_URL when set", async () => {
      const onPort = await runAdminCreate(server, ["--email", "port@example.com", "--password", "port-secret"], { PORT: "4567" });
      expect(onPort.code, onPort.stderr).to.equal(0);
      expect(onPort.stdout).to.include("Sign in at http://localhost:4567/auth/login");
      const onPublic = await runAdminCreate(server, ["--email", "public@example.com", "--password", "public-secret"], {
        PORT: "4567",
        PUBLIC_BASE_URL: "https://shop.example/",
      });
      expect(onPublic.code, onPublic.stderr).to.equal(0);
      expect(onPublic.stdout).to.include("Sign in at https://shop.example/auth/login");
    });

    it("makes the setup link printed before useless", async () => {
      expect((await server.client().fails(SETUP, { input: setupInput(startupToken) })).code).to.equal("INVALID_TOKEN");
    });

    it("refuses an e-mail that already has an account instead of promoting it", async () => {
      const existing = await createCustomer(server.app, { email: "member@example.com" });
      const result = await runAdminCreate(server, ["--email", "MEMBER@example.com", "--password", "whatever1"]);
      expect(result.code).to.equal(1);
      expect(result.stderr).to.include("An account with the email member@example.com already exists");
      expect((await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: existing.id })).role).to.equal("customer");
    });

    it("refuses a short password, a malformed e-mail and missing arguments", async () => {
      const short = await runAdminCreate(server, ["--email", "new@example.com", "--password", "12345"]);
      expect(short.code).to.equal(1);
      expect(short.stderr).to.include("Password must be at least 6 characters long.");
      const malformed = await runAdminCreate(server, ["--email", "new-at-example", "--password", "123456"]);
      expect(malformed.code).to.equal(1);
      expect(malformed.stderr).to.include("Please enter a valid email address.");
      const missing = await runAdminCreate(server, ["--email", "new@example.com"]);
      expect(missing.code).to.equal(2);
      expect(missing.stderr).to.include("usage: npm run admin:create");
      expect(await server.app.db.manager.getRepository(Customer).countBy({ email: "new@example.com" })).to.equal(0);
    });
  });

  describe("npm run admin:create beside a shop started with its own DATA_DIR and PORT", function () {
    // A real `npm start`-like server process and the real npm script, as the README has a person type them.
    this.timeout(240_000);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "bia-admin-create-"));
    const dataDir = path.join(work, "shop-data");
    const notes = path.join(work, "running");
    const elsewhere = path.join(work, "elsewhere");
    /** The environment of a person's shell: no DATA_DIR, PORT or database of the tests. */
    const shell = (): Record<string, string> => {
      const env: Record<string, string> = { ...(process.env as Record<string, string>), RUNNING_SHOPS_DIR: notes, LOG_LEVEL: "error" };
      for (const name of ["DATA_DIR", "PORT", "PUBLIC_BASE_URL", "DATABASE_URL", "ENCRYPTION_KEY"]) delete env[name];
      return env;
    };
    after(() => fs.rmSync(work, { recursive: true, force: true }));

    it("creates the admin in the running shop's data and prints that shop's address, then says when no shop runs", async () => {
      const shop = await spawnServer({ DATA_DIR: dataDir, RUNNING_SHOPS_DIR: notes, DATABASE_URL: "" });
      let stopped = false;
      try {
        const created = await runToEnd("npm", ["run", "--silent", "admin:create", "--", "--email", "first@example.com", "--password", "first-secret"], {
          env: shell(),
        });
        expect(created.code, created.stderr).to.equal(0);
        expect(created.stdout).to.include(`Using the shop running at ${shop.url.replace("127.0.0.1", "localhost")}: data folder ${dataDir}.`);
        expect(created.stdout).to.include(`Sign in at ${shop.url.replace("127.0.0.1", "localhost")}/auth/login`);
        const login = await new HttpClient(shop.url).ok(LOGIN, { email: "first@example.com", password: "first-secret" });
        expect(login.login.role).to.equal("admin");

        shop.kill("SIGTERM");
        await shop.exited;
        stopped = true;
        expect(fs.readdirSync(notes), "the shop's note is gone once it stopped").to.deep.equal([]);

        // Nothing runs now: the command says which folder it uses and that no shop runs on it.
        const named = await runToEnd("npm", ["run", "--silent", "admin:create", "--", "--email", "second@example.com", "--password", "second-secret"], {
          env: { ...shell(), DATA_DIR: dataDir },
        });
        expect(named.code, named.stderr).to.equal(0);
        expect(named.stdout).to.include(`Using data folder ${dataDir}: no shop is running on it.`);
        fs.mkdirSync(elsewhere);
        const unnamed = await runToEnd(
          process.execPath,
          [
            "--import",
            pathToFileURL(path.resolve("node_modules/tsx/dist/loader.mjs")).href,
            path.resolve("server/cli/admin-create.ts"),
            "--email",
            "third@example.com",
            "--password",
            "third-secret",
          ],
          {
            // Run from another folder, tsx is told where the project's TypeScript settings are.
            env: { ...shell(), TSX_TSCONFIG_PATH: path.resolve("tsconfig.json") },
            cwd: elsewhere,
          },
        );
        expect(unnamed.code, unnamed.stderr).to.equal(0);
        expect(unnamed.stdout).to.include(`Using data folder ${path.join(elsewhere, "data")}: no shop is running on this machine`);
      } finally {
        if (!stopped) shop.kill("SIGKILL");
      }
    });
  });
});
