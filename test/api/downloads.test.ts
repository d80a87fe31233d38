import crypto from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { storeArchive } from "../../server/modules/downloads/software-archive";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { SESSION_COOKIE } from "../../server/modules/auth/session";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** A small but real ZIP: local header magic, then a stored README. */
const zipOf = (text: string) => Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), Buffer.from(`README.txt ${text}`)]);

describe("software download", () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  /** The raw archive as the body (the JSON helper of HttpClient would encode it). */
  async function upload(client: HttpClient, body: Buffer, version: string) {
    const session = client.cookie(SESSION_COOKIE);
    return fetch(`${server!.url}/api/admin/software/storytag?version=${encodeURIComponent(version)}`, {
      method: "PUT",
      headers: { "content-type": "application/zip", ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}) },
      body: new Uint8Array(body),
    });
  }

  it("has no download until an admin uploads one, then serves it with its version, size and SHA-256", async () => {
    server = await startTestServer();
    const visitor = server.client();
    expect((await visitor.request("GET", "/downloads/storytag.zip")).status).to.equal(404);
    const none = await visitor.request("GET", "/api/software/storytag");
    expect(none.status).to.equal(200);
    expect(await none.json()).to.deep.equal({ available: false });

    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const archive = zipOf("StoryTag 2.4.1");
    const res = await upload(admin, archive, "2.4.1");
    expect(res.status).to.equal(200);
    const sha256 = crypto.createHash("sha256").update(archive).digest("hex");
    expect(await res.json()).to.include({ version: "2.4.1", sizeBytes: archive.length, sha256 });

    expect(await (await visitor.request("GET", "/api/software/storytag")).json()).to.include({
      available: true,
      version: "2.4.1",
      sizeBytes: archive.length,
      sha256,
    });
    const download = await visitor.request("GET", "/downloads/storytag.zip");
    expect(download.status).to.equal(200);
    expect(download.headers.get("content-disposition")).to.match(/^attachment; filename="?storytag\.zip"?$/);
    expect(Buffer.from(await download.arrayBuffer()).equals(archive)).to.equal(true);
    expect(await server.app.db.manager.getRepository(AuditEntry).countBy({ action: "software.upload" })).to.equal(1);

    const newer = zipOf("StoryTag 2.5.0");
    await upload(admin, newer, "2.5.0");
    expect(Buffer.from(await (await visitor.request("GET", "/downloads/storytag.zip")).arrayBuffer()).equals(newer)).to.equal(true);
  });

  it("refuses uploads from customers and visitors, without a version, of a file that is no ZIP, and keeps the old archive", async () => {
    server = await startTestServer();
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await upload(admin, zipOf("kept"), "1.0.0");
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    expect((await upload(customer, zipOf("x"), "9.9.9")).status).to.equal(403);
    expect((await upload(server.client(), zipOf("x"), "9.9.9")).status).to.equal(401);
    const message = async (body: Buffer, version: string) => (await (await upload(admin, body, version)).json()).error.message;
    expect(await message(zipOf("x"), "")).to.equal("Please enter the version of the archive.");
    expect(await message(zipOf("x"), "1".repeat(33))).to.match(/^The version can be at most 32/);
    expect(await message(zipOf("x"), "1.0; rm -rf")).to.match(/^The version can be at most 32/);
    expect(await message(Buffer.from("MZ not a zip"), "2.0.0")).to.equal("The file is not a ZIP archive.");
    // The refusal names the form's field it belongs to.
    expect((await (await upload(admin, Buffer.from("MZ not a zip"), "2.0.0")).json()).error).to.deep.equal({
      message: "The file is not a ZIP archive.",
      code: "BAD_USER_INPUT",
      params: { field: "file" },
    });
    expect((await (await upload(admin, zipOf("x"), "")).json()).error.params).to.deep.equal({ field: "version" });
    expect(await (await server.client().request("GET", "/api/software/storytag")).json()).to.include({ version: "1.0.0" });
  });

  it("refuses an archive above the size limit while streaming it, leaving no partial file", async () => {
    server = await startTestServer();
    const admin = await createCustomer(server.app, { role: "admin" });
    const ctx = new RequestContext(server.app, { customer: admin, via: "session" }, { requestId: "t" } as never);
    const body = Readable.from([zipOf("a"), Buffer.alloc(2000)]);
    let refused: unknown;
    await storeArchive(ctx, body, "1.0.0", null, 1000).catch((err: unknown) => (refused = err));
    expect(refused).to.have.property("message", "The archive can be at most 1000 bytes.");
    expect(refused).to.have.property("code", "PAYLOAD_TOO_LARGE");
    expect(refused).to.have.deep.property("params", { megabytes: 0 });
    const fs = await import("node:fs");
    expect(fs.readdirSync(path.dirname(server.app.config.softwareArchivePath))).to.deep.equal([]);
  });

  it("answers 404 JSON when the archive is missing", async () => {
    server = await startTestServer({ SOFTWARE_ARCHIVE_PATH: path.resolve("server/assets/missing.zip") });
    const res = await server.client().request("GET", "/downloads/storytag.zip");
    expect(res.status).to.equal(404);
    expect(await res.json()).to.deep.equal({ error: { message: "The software download is not available.", code: "NOT_FOUND" } });
  });
});
