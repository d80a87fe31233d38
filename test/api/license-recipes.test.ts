import { execFile, execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "chai";
import { createCustomer, signIn } from "../helpers/fixtures";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

const run = promisify(execFile);
const RECIPES = path.resolve("docs/recipes/license-verify");
const DAY = 86_400_000;
const FINGERPRINT = "desk-fingerprint-7f3a";

/** Whether a command succeeds here, checked once while the suite is defined (no server runs yet). */
function works(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore", timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

interface Recipe {
  file: string;
  /** Why it cannot run on this machine, or null when it can. */
  missing: string | null;
  /** Compiles once if needed; returns the command that verifies. */
  prepare(dir: string): Promise<string[]>;
}

const recipes: Recipe[] = [
  { file: "node.mjs", missing: null, prepare: async () => [process.execPath, path.join(RECIPES, "node.mjs")] },
  {
    file: "verify.py",
    missing: works("python3", ["-c", "import cryptography"]) ? null : "python3 with the cryptography package",
    prepare: async () => ["python3", path.join(RECIPES, "verify.py")],
  },
  {
    file: "verify.c",
    missing: works("cc", ["--version"]) && fs.existsSync("/usr/include/sodium.h") ? null : "a C compiler and libsodium-dev",
    prepare: async (dir) => {
      const binary = path.join(dir, "verify-c");
      await run("cc", [path.join(RECIPES, "verify.c"), "-lsodium", "-o", binary]);
      return [binary];
    },
  },
  {
    file: "openssl.sh",
    missing: works("openssl", ["version"]) && works("xxd", ["-v"]) ? null : "openssl and xxd",
    prepare: async () => ["bash", path.join(RECIPES, "openssl.sh")],
  },
  {
    file: "main.go",
    missing: works("go", ["version"]) ? null : "go",
    prepare: async (dir) => {
      const binary = path.join(dir, "verify-go");
      await run("go", ["build", "-o", binary, path.join(RECIPES, "main.go")], { env: { ...process.env, GOCACHE: path.join(dir, "gocache") } });
      return [binary];
    },
  },
  {
    file: "Program.cs",
    // Needs a project with the NSec.Cryptography package restored from NuGet; CI machines here have no .NET.
    missing: works("dotnet", ["--version"]) ? "a .NET project with NSec.Cryptography restored (not automated)" : "dotnet",
    prepare: async () => [],
  },
];

/** Compiles a recipe once for both of its tests. */
const prepared = new Map<string, Promise<string[]>>();
const commandOf = (recipe: Recipe, dir: string) => prepared.get(recipe.file) ?? prepared.set(recipe.file, recipe.prepare(dir)).get(recipe.file)!;

describe("licence verification recipes (docs/recipes/license-verify), against a live shop", () => {
  let server: TestServer;
  let clock: TestClock;
  let dir: string;
  let answer: { keysFile: string; keyId: string; date: string; nonce: string; signature: string; bodyFile: string; body: string };
  /** Offline licence files from the shop for FINGERPRINT: one valid now, one issued 40 days ago (so expired), one with a payload byte changed. */
  let files: { valid: string; expired: string; tampered: string };

  before(async () => {
    clock = new TestClock();
    server = await startTestServer({}, { clock });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-recipes-"));
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const { license } = (
      await admin.ok(
        `mutation($x: DateTimeISO) { createLicenseByEmail(email: "desk@example.test", plan: "standard", expiresAt: $x) { license { licenseKey } } }`,
        {
          x: new Date(Date.now() + 12 * 86_400_000).toISOString(),
        },
      )
    ).createLicenseByEmail;
    const { keys } = await (await fetch(`${server.url}/api/license-public-keys`)).json();
    const keysFile = path.join(dir, "pinned-keys.txt");
    fs.writeFileSync(keysFile, keys.map((k: { keyId: string; publicKeyBase64: string }) => `${k.keyId} ${k.publicKeyBase64}\n`).join(""));
    const nonce = crypto.randomBytes(12).toString("base64url");
    const res = await fetch(`${server.url}/api/check_license`, {
      method: "POST",
      headers: { "x-nonce": nonce },
      body: JSON.stringify({ license_key: license.licenseKey }),
    });
    const body = await res.text();
    expect(JSON.parse(body)).to.include({ status: "success", days_remaining: 12, nonce });
    const bodyFile = path.join(dir, "body.json");
    fs.writeFileSync(bodyFile, body);
    // A machine activated on a licence with seats and entitlements, and its offline files.
    await server.app.db.manager.query(`UPDATE licenses SET max_machines = 3, entitlements = '["pro","export"]' WHERE license_key = ?`, [license.licenseKey]);
    const check = await fetch(`${server.url}/api/check_license`, {
      method: "POST",
      body: JSON.stringify({ license_key: license.licenseKey, fingerprint: FINGERPRINT }),
    });
    expect((await check.json()).code).to.equal("VALID");
    const fileOf = async () => {
      const res = await fetch(`${server.url}/api/license_file`, {
        method: "POST",
        body: JSON.stringify({ license_key: license.licenseKey, fingerprint: FINGERPRINT }),
      });
      expect(res.status).to.equal(200);
      return res.text();
    };
    const valid = await fileOf();
    clock.advance(-40 * DAY);
    const expired = await fileOf();
    clock.advance(40 * DAY);
    const parsed = JSON.parse(valid);
    const payload = Buffer.from(parsed.payload, "base64");
    const at = payload.indexOf('"pro"') + 3;
    payload[at] = "p".charCodeAt(0); // "pro" → "prp": one byte of the signed payload
    const write = (name: string, text: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, text);
      return file;
    };
    files = {
      valid: write("valid.lic", valid),
      expired: write("expired.lic", expired),
      tampered: write("tampered.lic", JSON.stringify({ ...parsed, payload: payload.toString("base64") })),
    };
    answer = {
      keysFile,
      keyId: res.headers.get("x-signature-key-id")!,
      date: res.headers.get("x-signature-date")!,
      nonce,
      signature: res.headers.get("x-signature")!,
      bodyFile,
      body,
    };
  });
  after(async () => {
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const verify = async (command: string[], overrides: Partial<typeof answer> = {}) => {
    const a = { ...answer, ...overrides };
    const [bin, ...pre] = command;
    return run(bin, [...pre, a.keysFile, a.keyId, a.date, a.nonce, a.signature, a.bodyFile]).then(
      ({ stdout }) => ({ code: 0, out: stdout.trim() }),
      (err: { code: number; stdout: string }) => ({ code: err.code, out: err.stdout.trim() }),
    );
  };

  for (const recipe of recipes) {
    if (recipe.missing) {
      // Said loudly rather than skipped: CI's log names every recipe that did not run.
      console.log(`    recipe ${recipe.file}: not run on this machine (needs ${recipe.missing})`);
      continue;
    }
    it(`${recipe.file} accepts the genuine answer and rejects a tampered body, another nonce, another date and an unpinned key`, async () => {
      const command = await commandOf(recipe, dir);
      expect(await verify(command)).to.deep.equal({ code: 0, out: "genuine" });

      const tamperedFile = path.join(dir, `tampered-${recipe.file}.json`);
      fs.writeFileSync(tamperedFile, answer.body.replace('"days_remaining":12', '"days_remaining":999'));
      expect(fs.readFileSync(tamperedFile, "utf8")).to.not.equal(answer.body);
      expect(await verify(command, { bodyFile: tamperedFile })).to.deep.equal({ code: 1, out: "forged" });
      expect(await verify(command, { nonce: "someone-elses-nonce" })).to.deep.equal({ code: 1, out: "forged" });
      expect(await verify(command, { date: new Date(Date.now() + 86_400_000).toISOString() })).to.deep.equal({ code: 1, out: "forged" });
      expect(await verify(command, { keyId: "0000000000000000" })).to.deep.equal({ code: 1, out: "forged" });
    });

    it(`${recipe.file} verifies an offline licence file and refuses a tampered one, another machine's, an expired one and an unpinned key`, async () => {
      const [bin, ...pre] = await commandOf(recipe, dir);
      const verifyFile = (file: string, fingerprint = FINGERPRINT, keysFile = answer.keysFile) =>
        run(bin, [...pre, "offline-file", keysFile, file, fingerprint]).then(
          ({ stdout }) => ({ code: 0, out: stdout.trim() }),
          (err: { code: number; stdout: string }) => ({ code: err.code, out: err.stdout.trim() }),
        );
      expect(await verifyFile(files.valid)).to.deep.equal({ code: 0, out: "valid\nentitlements: pro,export" });
      expect(await verifyFile(files.tampered)).to.deep.equal({ code: 1, out: "forged" });
      expect(await verifyFile(files.valid, "another-machine")).to.deep.equal({ code: 1, out: "wrong-machine" });
      expect(await verifyFile(files.expired)).to.deep.equal({ code: 1, out: "expired" });
      const unpinned = path.join(dir, `unpinned-${recipe.file}.txt`);
      fs.writeFileSync(unpinned, `0000000000000000 ${crypto.randomBytes(32).toString("base64")}\n`);
      expect(await verifyFile(files.valid, FINGERPRINT, unpinned)).to.deep.equal({ code: 1, out: "forged" });
    });
  }
});
