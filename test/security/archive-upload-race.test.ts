import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";
import { STALE_LOCK_MS } from "../../server/modules/downloads/archive-publish-lock";
import { SESSION_COOKIE } from "../../server/modules/auth/session";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const zipOf = (text: string) => Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), Buffer.from(`README.txt ${text}`)]);
const sha256 = (data: Buffer) => crypto.createHash("sha256").update(data).digest("hex");

describe("concurrent uploads of the software archive", () => {
  let server: TestServer;
  let admin: HttpClient;
  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(() => server.close());

  const upload = (body: Buffer, version: string) =>
    fetch(`${server.url}/api/admin/software/storytag?version=${version}`, {
      method: "PUT",
      headers: { "content-type": "application/zip", cookie: `${SESSION_COOKIE}=${admin.cookie(SESSION_COOKIE)}` },
      body: new Uint8Array(body),
    });

  async function published() {
    const visitor = server.client();
    const info = (await (await visitor.request("GET", "/api/software/storytag")).json()) as { version: string; sizeBytes: number; sha256: string };
    const served = Buffer.from(await (await visitor.request("GET", "/downloads/storytag.zip")).arrayBuffer());
    return { info, served };
  }

  it("answers every one of six simultaneous uploads without a server error, and publishes the checksum of the file it serves", async () => {
    for (let round = 0; round < 4; round++) {
      // Sizes differ too, so a size taken from another upload shows as well as a mixed-up hash.
      const archives = Array.from({ length: 6 }, (_, i) => zipOf(`round ${round} upload ${i} `.repeat(200 + 50 * i)));
      const answers = await Promise.all(archives.map((archive, i) => upload(archive, `${round}.${i}.0`)));
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.every((s) => s === 200 || s === 409),
        `round ${round}: ${statuses.join(",")}`,
      ).to.equal(true);
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}`,
      ).to.not.be.empty;

      const { info, served } = await published();
      expect(info.sizeBytes, `round ${round}`).to.equal(served.length);
      expect(info.sha256, `round ${round}`).to.equal(sha256(served));
      const index = archives.findIndex((a) => a.equals(served));
      expect(info.version, `round ${round}`).to.equal(`${round}.${index}.0`);
      expect(statuses[index]).to.equal(200);
    }
    // No upload's temporary files or lock are left behind.
    const folder = fs.readdirSync(path.dirname(server.app.config.softwareArchivePath));
    expect(folder.sort()).to.deep.equal(["storytag.zip", "storytag.zip.json"]);
  });

  it("answers 409 while another process on the host holds the publish lock, and keeps the archive", async () => {
    const before = await published();
    const lock = `${server.app.config.softwareArchivePath}.lock`;
    fs.writeFileSync(lock, "");
    try {
      const answer = await upload(zipOf("while locked"), "9.0.0");
      expect(answer.status).to.equal(409);
      expect((await answer.json()).error.code).to.equal("CONFLICT");
      expect(fs.readdirSync(path.dirname(lock)).sort()).to.deep.equal(["storytag.zip", "storytag.zip.json", "storytag.zip.lock"]);
    } finally {
      fs.rmSync(lock);
    }
    expect(await published()).to.deep.equal(before);
  });

  it("takes over a lock left by a process that died while publishing", async () => {
    const lock = `${server.app.config.softwareArchivePath}.lock`;
    fs.writeFileSync(lock, "");
    const past = new Date(Date.now() - STALE_LOCK_MS - 60_000);
    fs.utimesSync(lock, past, past);
    const archive = zipOf("after a crash");
    expect((await upload(archive, "9.1.0")).status).to.equal(200);
    const { info, served } = await published();
    expect(served.equals(archive)).to.equal(true);
    expect(info).to.include({ version: "9.1.0", sha256: sha256(archive) });
    expect(fs.existsSync(lock)).to.equal(false);
  });
});
