import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import Sqlite from "better-sqlite3";
import { expect } from "chai";
import { answerForLicense, signedMessage } from "../../server/modules/licenses/license-check-answer";
import { BATCH_SIZE, SigningThread } from "../../server/modules/licenses/signing-thread";

describe("licence signing thread", () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ed25519");
  const verifies = (message: string, signature: string) => crypto.verify(null, Buffer.from(message, "utf8"), publicKey, Buffer.from(signature, "base64"));
  const workerOf = (thread: SigningThread) => (thread as unknown as { worker: Worker | null }).worker;

  it("signs many messages asked for at once, each answer with its own message's signature", async () => {
    const thread = new SigningThread(privateKey);
    try {
      const messages = Array.from({ length: BATCH_SIZE * 5 + 3 }, (_, i) => `2026-11-27T08:00:00.000Z\nnonce-${i}\n{"days_remaining":${i},"name":"Иван 王"}`);
      const signatures = await Promise.all(messages.map((m) => thread.sign(m)));
      expect(workerOf(thread), "the work ran on the thread").to.not.equal(null);
      messages.forEach((m, i) => expect(verifies(m, signatures[i]), `message ${i}`).to.equal(true));
      // Swapped answers would not verify: the order is kept.
      expect(verifies(messages[0], signatures[1])).to.equal(false);
    } finally {
      await thread.close();
    }
  });

  it("still signs after close(), on the thread pool, and close() waits for the signatures in flight", async () => {
    const thread = new SigningThread(privateKey);
    const inFlight = Array.from({ length: 20 }, (_, i) => thread.sign(`before close ${i}`));
    await thread.close();
    expect(workerOf(thread)).to.equal(null);
    const settled = await Promise.all(inFlight);
    settled.forEach((s, i) => expect(verifies(`before close ${i}`, s)).to.equal(true));
    expect(verifies("after close", await thread.sign("after close"))).to.equal(true);
  });

  it("answers the signatures it held when the thread dies, and signs later ones on the thread pool", async () => {
    const thread = new SigningThread(privateKey);
    try {
      await thread.sign("start the thread");
      const worker = workerOf(thread)!;
      const held = Array.from({ length: 12 }, (_, i) => thread.sign(`held ${i}`));
      // The batch of the first BATCH_SIZE is already posted; the thread is then stopped under it.
      await worker.terminate();
      const signatures = await Promise.all(held);
      signatures.forEach((s, i) => expect(verifies(`held ${i}`, s), `held ${i}`).to.equal(true));
      expect(workerOf(thread)).to.equal(null);
      expect(verifies("later", await thread.sign("later"))).to.equal(true);
    } finally {
      await thread.close();
    }
  });
});

describe("licence signing thread answering checks from a SQLite file", () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ed25519");
  const verifies = (message: string, signature: string) => crypto.verify(null, Buffer.from(message, "utf8"), publicKey, Buffer.from(signature, "base64"));
  const DAY = 86_400_000;
  let dir: string;
  let file: string;
  let db: Sqlite.Database;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-signing-thread-"));
    file = path.join(dir, "shop.sqlite");
    db = new Sqlite(file);
    db.pragma("journal_mode = WAL");
    db.exec(
      "CREATE TABLE licenses (id TEXT PRIMARY KEY, license_key TEXT NOT NULL UNIQUE, status INTEGER NOT NULL, expires_at TEXT NOT NULL, max_machines INTEGER, heartbeat_seconds INTEGER, grace_days INTEGER NOT NULL DEFAULT 0, entitlements TEXT NOT NULL DEFAULT '[]')",
    );
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** TypeORM's UTC text form, as the shop stores it. */
  const stored = (d: Date) => d.toISOString().replace("T", " ").replace("Z", "");
  const insert = (id: string, key: string, status: number, expiresAt: Date) =>
    db.prepare("INSERT INTO licenses (id, license_key, status, expires_at) VALUES (?, ?, ?, ?)").run(id, key, status, stored(expiresAt));

  it("answers a check whole: the same answer as the event loop's rules, signed over date, nonce and body", async () => {
    const now = new Date("2026-11-27T08:00:00.000Z");
    insert("lic-1", "AAAA-BBBB-CCCC-DDDD", 1, new Date(now.getTime() + 3 * DAY + 1));
    const thread = new SigningThread(privateKey, file);
    try {
      const date = now.toISOString();
      const result = await thread.check({ key: "AAAA-BBBB-CCCC-DDDD", nonce: "n-1", date });
      expect(result).to.not.equal(null);
      if (!result) throw new Error("no answer");
      const expected = answerForLicense(
        {
          id: "lic-1",
          status: true,
          expiresAt: new Date(now.getTime() + 3 * DAY + 1),
          maxMachines: null,
          heartbeatSeconds: null,
          graceDays: 0,
          entitlements: [],
        },
        now,
      );
      expect(JSON.parse(result.body)).to.deep.equal({ ...expected.answer, nonce: "n-1" });
      expect(JSON.parse(result.body).days_remaining).to.equal(4);
      expect(result).to.include({ licenseId: "lic-1", status: "success" });
      expect(verifies(signedMessage(date, "n-1", result.body), result.signature)).to.equal(true);

      const unknown = await thread.check({ key: "ZZZZ-ZZZZ-ZZZZ-ZZZZ", nonce: undefined, date });
      if (!unknown) throw new Error("no answer");
      expect(JSON.parse(unknown.body)).to.deep.equal({
        status: "invalid",
        message: "License is invalid or expired",
        expires_at: null,
        days_remaining: 0,
        code: "NOT_FOUND",
      });
      expect(unknown.licenseId).to.equal(null);
      expect(verifies(signedMessage(date, "", unknown.body), unknown.signature)).to.equal(true);
    } finally {
      await thread.close();
    }
  });

  it("sees what the app's connection commits, by the next check", async () => {
    const now = new Date();
    insert("lic-2", "EEEE-FFFF-GGGG-HHHH", 1, new Date(now.getTime() + 30 * DAY));
    const thread = new SigningThread(privateKey, file);
    try {
      const first = await thread.check({ key: "EEEE-FFFF-GGGG-HHHH", nonce: undefined, date: now.toISOString() });
      expect(first?.status).to.equal("success");
      db.prepare("UPDATE licenses SET status = 0 WHERE id = ?").run("lic-2");
      const second = await thread.check({ key: "EEEE-FFFF-GGGG-HHHH", nonce: undefined, date: new Date().toISOString() });
      expect(second?.status).to.equal("invalid");
    } finally {
      await thread.close();
    }
  });

  it("answers null, so the caller looks the licence up itself, when the lookup fails, when the thread is gone, and without a file", async () => {
    const missing = new SigningThread(privateKey, path.join(dir, "no-such-file.sqlite"));
    try {
      expect(await missing.check({ key: "AAAA-BBBB-CCCC-DDDD", nonce: undefined, date: new Date().toISOString() })).to.equal(null);
      // Signing still works on the same thread.
      expect(verifies("still signs", await missing.sign("still signs"))).to.equal(true);
    } finally {
      await missing.close();
    }
    const dying = new SigningThread(privateKey, file);
    try {
      await dying.sign("start the thread");
      const held = Array.from({ length: 3 }, () => dying.check({ key: "AAAA-BBBB-CCCC-DDDD", nonce: undefined, date: new Date().toISOString() }));
      await (dying as unknown as { worker: Worker }).worker.terminate();
      expect(await Promise.all(held)).to.deep.equal([null, null, null]);
    } finally {
      await dying.close();
    }
    const closed = new SigningThread(privateKey, file);
    await closed.close();
    expect(closed.check({ key: "AAAA-BBBB-CCCC-DDDD", nonce: undefined, date: new Date().toISOString() })).to.equal(null);
    expect(new SigningThread(privateKey).check({ key: "AAAA-BBBB-CCCC-DDDD", nonce: undefined, date: new Date().toISOString() })).to.equal(null);
  });
});
