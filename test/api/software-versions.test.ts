import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

/*
 * Entitled downloads (#34 item 6): a licence product's versions, uploaded by an admin and
 * downloaded by holders of a valid licence through short-lived signed links.
 */

const SOFTWARE = "storytag_software";
const MINUTE = 60_000;
const BUY = `mutation($key: String!) { purchaseSoftwareLicense(idempotencyKey: $key) { ... on SoftwarePurchase { license { id licenseKey } } } }`;
const VERSIONS = `query($id: ID!) { softwareVersions(productId: $id) { id version notes fileName sizeBytes sha256 latest createdAt } }`;
const NOTES = `mutation($id: ID!, $notes: String!) { updateSoftwareVersionNotes(id: $id, notes: $notes) { id notes latest } }`;
const DELETE = `mutation($id: ID!) { deleteSoftwareVersion(id: $id) }`;
const DOWNLOADS = `query($id: ID!) { licenseDownloads(licenseId: $id) { id version notes sizeBytes sha256 latest } }`;
const LINK = `mutation($licenseId: ID!, $versionId: ID!) { createDownloadLink(licenseId: $licenseId, versionId: $versionId) { url expiresAt } }`;

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");
const bytesOf = (text: string, size = 4096) => Buffer.concat([Buffer.from(text), crypto.randomBytes(size)]);

describe("software versions and entitled downloads (#34)", () => {
  let server: TestServer;
  const clock = new TestClock();
  let admin: HttpClient;
  let buyer: HttpClient;
  let stranger: HttpClient;
  let anonymous: HttpClient;
  let licenseId: string;
  let bought = 0;
  const first = bytesOf("StoryTag 3.0.0");
  const second = bytesOf("StoryTag 3.1.0", 9000);
  let firstId: string;
  let secondId: string;

  before(async () => {
    server = await startTestServer({ SOFTWARE_VERSION_MAX_MB: "1" }, { clock });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    buyer = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 1_000_000 }));
    stranger = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 1_000_000 }));
    anonymous = server.client();
    licenseId = await buyLicense();
  });
  after(() => server?.close());

  async function buyLicense(): Promise<string> {
    return (await buyer.ok(BUY, { key: `versions-${++bought}` })).purchaseSoftwareLicense.license.id;
  }

  const upload = (client: HttpClient, body: Buffer, query: Record<string, string>, productId = SOFTWARE) =>
    client.request("PUT", `/api/admin/products/${productId}/versions?${new URLSearchParams(query)}`, new Uint8Array(body), {
      "content-type": "application/octet-stream",
    });

  const setLicense = (id: string, columns: { expiresAt?: Date; status?: boolean }) =>
    server.app.db.manager.query(`UPDATE licenses SET ${columns.expiresAt ? "expires_at" : "status"} = ? WHERE id = ?`, [
      columns.expiresAt ? (server.app.db.isSqlite ? columns.expiresAt.toISOString().replace("T", " ").replace("Z", "") : columns.expiresAt) : columns.status,
      id,
    ]);

  async function linkFor(client: HttpClient, license: string, version: string): Promise<string> {
    return (await client.ok(LINK, { licenseId: license, versionId: version })).createDownloadLink.url;
  }

  it("uploads two versions with their size and SHA-256; the newest is the latest; notes are edited; every change is audited", async () => {
    const a = await upload(admin, first, { version: "3.0.0", fileName: "storytag-3.0.0.zip", notes: "First release." });
    expect(a.status).to.equal(200);
    const one = await a.json();
    expect(one).to.include({
      version: "3.0.0",
      fileName: "storytag-3.0.0.zip",
      sizeBytes: first.length,
      sha256: sha256(first),
      latest: true,
      notes: "First release.",
    });
    clock.advance(1000);
    const b = await upload(admin, second, { version: "3.1.0", fileName: "storytag-3.1.0.zip" });
    expect(b.status).to.equal(200);
    firstId = one.id;
    secondId = (await b.json()).id;

    const listed = (await admin.ok(VERSIONS, { id: SOFTWARE })).softwareVersions;
    expect(listed.map((v: { version: string; latest: boolean }) => [v.version, v.latest])).to.deep.equal([
      ["3.1.0", true],
      ["3.0.0", false],
    ]);
    expect(listed[0]).to.include({ sizeBytes: second.length, sha256: sha256(second) });

    const edited = (await admin.ok(NOTES, { id: secondId, notes: "  Faster tagging.\nFixes.  " })).updateSoftwareVersionNotes;
    expect(edited).to.include({ notes: "Faster tagging.\nFixes.", latest: true });
    expect((await admin.fails(NOTES, { id: secondId, notes: "x".repeat(4001) })).message).to.equal("Release notes can be at most 4000 characters.");

    const audit = await server.app.db.manager.getRepository(AuditEntry).findBy({ entityType: "product", entityId: SOFTWARE });
    const actions = audit.map((e) => e.action);
    expect(actions.filter((x) => x === "software_version.upload")).to.have.length(2);
    expect(actions).to.include("software_version.notes");
  });

  it("refuses uploads from customers, to a product that sells accounts, of a version already uploaded, and past the size limit, leaving no file", async () => {
    expect((await upload(buyer, first, { version: "9.0.0", fileName: "x.zip" })).status).to.equal(403);
    expect((await upload(anonymous, first, { version: "9.0.0", fileName: "x.zip" })).status).to.equal(401);
    const accounts = await upload(admin, first, { version: "9.0.0", fileName: "x.zip" }, "main_insta_product");
    expect(accounts.status).to.equal(400);
    expect((await accounts.json()).error.message).to.equal("Only a license product has software versions.");
    const again = await upload(admin, first, { version: "3.0.0", fileName: "x.zip" });
    expect(again.status).to.equal(409);
    expect((await again.json()).error.code).to.equal("VERSION_EXISTS");
    const badName = await upload(admin, first, { version: "9.0.0", fileName: "../etc/passwd" });
    expect(badName.status).to.equal(400);
    expect((await badName.json()).error.params).to.include({ field: "fileName" });
    const badVersion = await upload(admin, first, { version: "9 0", fileName: "x.zip" });
    expect((await badVersion.json()).error.params).to.include({ field: "version" });
    const tooLarge = await upload(admin, crypto.randomBytes(1024 * 1024 + 1), { version: "9.0.0", fileName: "big.zip" });
    expect(tooLarge.status).to.equal(413);
    expect((await tooLarge.json()).error.code).to.equal("PAYLOAD_TOO_LARGE");
    const dir = path.join(server.app.config.dataDir, "software-versions");
    expect(fs.readdirSync(dir)).to.have.length(2);
    expect((await admin.ok(VERSIONS, { id: SOFTWARE })).softwareVersions).to.have.length(2);
  });

  it("lists a valid licence's versions to its holder and downloads the exact bytes through a signed link", async () => {
    const versions = (await buyer.ok(DOWNLOADS, { id: licenseId })).licenseDownloads;
    expect(versions.map((v: { version: string; latest: boolean }) => [v.version, v.latest])).to.deep.equal([
      ["3.1.0", true],
      ["3.0.0", false],
    ]);
    const { createDownloadLink: link } = await buyer.ok(LINK, { licenseId, versionId: secondId });
    expect(link.url).to.match(new RegExp(`^/api/downloads/${secondId}\\?licence=${licenseId}&expires=\\d+&sig=[\\w-]+$`));
    expect(new Date(link.expiresAt).getTime()).to.be.closeTo(clock.now().getTime() + 10 * MINUTE, 2000);

    // The link itself is the permission: no cookie is needed to follow it.
    const res = await anonymous.request("GET", link.url);
    expect(res.status).to.equal(200);
    expect(res.headers.get("content-length")).to.equal(String(second.length));
    expect(res.headers.get("content-disposition")).to.match(/^attachment; filename="?storytag-3\.1\.0\.zip"?$/);
    expect(res.headers.get("x-content-sha256")).to.equal(sha256(second));
    expect(res.headers.get("digest")).to.equal(`sha-256=${crypto.createHash("sha256").update(second).digest("base64")}`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(second)).to.equal(true);
  });

  it("refuses a caller without a licence, and a stranger asking about someone else's licence", async () => {
    expect((await anonymous.fails(DOWNLOADS, { id: licenseId })).code).to.equal("UNAUTHENTICATED");
    const listing = await stranger.fails(DOWNLOADS, { id: licenseId });
    expect(listing).to.include({ code: "NOT_FOUND", message: "License not found." });
    expect((await stranger.fails(LINK, { licenseId, versionId: secondId })).code).to.equal("NOT_FOUND");
    expect((await admin.fails(DOWNLOADS, { id: licenseId })).code).to.equal("NOT_FOUND");
  });

  it("refuses a tampered link and a link past its ten minutes", async () => {
    const url = await linkFor(buyer, licenseId, firstId);
    const tampered = [
      url.replace(/sig=([\w-])/, (_m, c: string) => `sig=${c === "A" ? "B" : "A"}`),
      url.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`),
      url.replace(firstId, secondId),
      url.replace(/&sig=[\w-]+/, ""),
    ];
    for (const bad of tampered) {
      const res = await anonymous.request("GET", bad);
      expect(res.status, bad).to.equal(403);
      expect((await res.json()).error.code).to.equal("DOWNLOAD_LINK_INVALID");
    }
    expect((await anonymous.request("GET", url)).status).to.equal(200);
    clock.advance(10 * MINUTE + 1000);
    const late = await anonymous.request("GET", url);
    expect(late.status).to.equal(410);
    expect(await late.json()).to.deep.include({
      error: { message: "This download link has expired. Please start the download again from your license page.", code: "DOWNLOAD_LINK_EXPIRED" },
    });
  });

  it("refuses an expired or suspended licence, checked again when a link made before is followed", async () => {
    const other = await buyLicense();
    const url = await linkFor(buyer, other, secondId);
    await setLicense(other, { expiresAt: new Date(clock.now().getTime() - MINUTE) });
    const expired = await buyer.fails(DOWNLOADS, { id: other });
    expect(expired).to.include({ code: "LICENSE_NOT_VALID", message: "Downloads need a license that is active and not expired." });
    expect((await buyer.fails(LINK, { licenseId: other, versionId: secondId })).code).to.equal("LICENSE_NOT_VALID");
    const followed = await anonymous.request("GET", url);
    expect(followed.status).to.equal(403);
    expect((await followed.json()).error.code).to.equal("LICENSE_NOT_VALID");

    const suspended = await buyLicense();
    const before = await linkFor(buyer, suspended, firstId);
    await setLicense(suspended, { status: false });
    expect((await buyer.fails(DOWNLOADS, { id: suspended })).code).to.equal("LICENSE_NOT_VALID");
    expect((await anonymous.request("GET", before)).status).to.equal(403);
  });

  it("deletes a version with its file; the one before becomes the latest and the deleted one downloads nothing", async () => {
    const url = await linkFor(buyer, licenseId, secondId);
    expect((await admin.ok(DELETE, { id: secondId })).deleteSoftwareVersion).to.equal(true);
    const left = (await buyer.ok(DOWNLOADS, { id: licenseId })).licenseDownloads;
    expect(left.map((v: { version: string; latest: boolean }) => [v.version, v.latest])).to.deep.equal([["3.0.0", true]]);
    expect((await anonymous.request("GET", url)).status).to.equal(404);
    expect(fs.readdirSync(path.join(server.app.config.dataDir, "software-versions"))).to.have.length(1);
    expect(await server.app.db.manager.getRepository(AuditEntry).countBy({ action: "software_version.delete" })).to.equal(1);
    expect((await buyer.fails(DELETE, { id: firstId })).code).to.be.oneOf(["FORBIDDEN", "UNAUTHENTICATED"]);
  });

  it("keeps the seed's public StoryTag download as it was, apart from the versions", async () => {
    const archive = Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), Buffer.from("README.txt StoryTag 2.4.1")]);
    const put = await admin.request("PUT", "/api/admin/software/storytag?version=2.4.1", new Uint8Array(archive), { "content-type": "application/zip" });
    expect(put.status).to.equal(200);
    expect(await (await anonymous.request("GET", "/api/software/storytag")).json()).to.include({ available: true, version: "2.4.1", sha256: sha256(archive) });
    const download = await anonymous.request("GET", "/downloads/storytag.zip");
    expect(download.status).to.equal(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(archive)).to.equal(true);
    expect((await admin.ok(VERSIONS, { id: SOFTWARE })).softwareVersions.map((v: { version: string }) => v.version)).to.deep.equal(["3.0.0"]);
  });
});
