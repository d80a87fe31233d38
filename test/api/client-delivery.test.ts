import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect } from "chai";
import { precompressDir } from "../../web/build/precompress";
import { createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, before any decoding. */
  body: Buffer;
}

/** node:http, not fetch: fetch adds its own Accept-Encoding and decodes the body behind our back. */
function rawRequest(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? "GET", headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** A client build as Vite lays it out: index.html, a hashed entry script and stylesheet, a favicon. */
async function makeClientBuild(dir: string): Promise<{ script: Buffer; scriptPath: string; cssPath: string }> {
  fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
  // Repetitive like real minified code, with some randomness so the sizes are not trivial.
  const lines = Array.from({ length: 2000 }, (_, i) => `export const value${i}=${JSON.stringify(crypto.randomBytes(6).toString("hex"))};`);
  const script = Buffer.from(lines.join("\n"));
  const scriptPath = "/assets/index-Ab12Cd34.js";
  const cssPath = "/assets/index-Ef56Gh78.css";
  fs.writeFileSync(path.join(dir, scriptPath), script);
  fs.writeFileSync(path.join(dir, cssPath), ".hero{color:teal}\n".repeat(200));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    // The head of web/index.html, which the server writes the shop's own name into.
    `<!doctype html><html lang="en"><head><meta name="description" content="Digital Account Marketplace" /><title>BIA - Digital Account Marketplace</title>` +
      `<script type="module" src="${scriptPath}"></script><link rel="stylesheet" href="${cssPath}"></head><body><div id="root"></div></body></html>\n`,
  );
  fs.writeFileSync(path.join(dir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  await precompressDir(dir);
  return { script, scriptPath, cssPath };
}

describe("client files: precompressed, negotiated and cached", () => {
  let server: TestServer;
  let distDir: string;
  let build: Awaited<ReturnType<typeof makeClientBuild>>;

  before(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-dist-"));
    build = await makeClientBuild(distDir);
    server = await startTestServer({ WEB_DIST_DIR: distDir, LICENSE_CHECK_RATE_LIMIT: "1000" });
  });
  after(async () => {
    await server?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("the build step writes brotli and gzip siblings of text files that are smaller than the original", () => {
    const size = (p: string) => fs.statSync(path.join(distDir, p)).size;
    expect(size(build.scriptPath + ".br")).to.be.below(size(build.scriptPath) / 2);
    expect(size(build.scriptPath + ".gz")).to.be.below(size(build.scriptPath) / 2);
    expect(fs.existsSync(path.join(distDir, "favicon.svg.br")), "a file under 1 KB stays as it is").to.equal(false);
  });

  it("sends a hashed script brotli-encoded to a browser that accepts br, cached for a year as immutable, with the same bytes once decoded", async () => {
    const res = await rawRequest(server.url + build.scriptPath, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(res.status).to.equal(200);
    expect(res.headers["content-encoding"]).to.equal("br");
    expect(res.headers["cache-control"]).to.equal("public, max-age=31536000, immutable");
    expect(res.headers["vary"]).to.match(/Accept-Encoding/i);
    expect(res.headers["content-type"]).to.match(/^text\/javascript/);
    expect(Number(res.headers["content-length"])).to.equal(res.body.length);
    expect(res.body.length).to.be.below(build.script.length / 2);
    expect(zlib.brotliDecompressSync(res.body).equals(build.script)).to.equal(true);
  });

  it("sends gzip to a client that accepts only gzip, and plain bytes to one that sends no Accept-Encoding", async () => {
    const gz = await rawRequest(server.url + build.scriptPath, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).to.equal("gzip");
    expect(zlib.gunzipSync(gz.body).equals(build.script)).to.equal(true);

    const plain = await rawRequest(server.url + build.scriptPath);
    expect(plain.status).to.equal(200);
    expect(plain.headers["content-encoding"]).to.equal(undefined);
    expect(plain.headers["cache-control"]).to.equal("public, max-age=31536000, immutable");
    expect(plain.body.equals(build.script)).to.equal(true);

    const refused = await rawRequest(server.url + build.scriptPath, { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(refused.headers["content-encoding"], "q=0 refuses brotli").to.equal("gzip");
  });

  it("answers a repeated request with the same ETag by 304 without a body", async () => {
    const first = await rawRequest(server.url + build.cssPath, { headers: { "Accept-Encoding": "br" } });
    const etag = first.headers["etag"]!;
    expect(etag).to.be.a("string");
    const again = await rawRequest(server.url + build.cssPath, { headers: { "Accept-Encoding": "br", "If-None-Match": etag } });
    expect(again.status).to.equal(304);
    expect(again.body.length).to.equal(0);
    const otherEncoding = await rawRequest(server.url + build.cssPath, { headers: { "Accept-Encoding": "gzip", "If-None-Match": etag } });
    expect(otherEncoding.status, "the gzip variant has bytes of its own, so another ETag").to.equal(200);
  });

  it("revalidates index.html on every visit, for / and for client routes, with an ETag", async () => {
    for (const page of ["/", "/index.html", "/admin/dashboard"]) {
      const res = await rawRequest(server.url + page, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(res.status, page).to.equal(200);
      expect(res.headers["cache-control"], page).to.equal("no-cache");
      expect(res.headers["etag"], page).to.be.a("string");
      expect(res.body.toString(), page).to.include(build.scriptPath);
      const again = await rawRequest(server.url + page, { headers: { "If-None-Match": res.headers["etag"]! } });
      expect(again.status, page).to.equal(304);
    }
  });

  it("writes the shop's own name, description and the reader's language into a page's head before any script runs (issue 33)", async () => {
    const head = async (headers: Record<string, string> = {}) => {
      const res = await rawRequest(server.url + "/products/x", { headers: { "Accept-Encoding": "br", ...headers } });
      // Under 1 KB it goes as it is, as the build step leaves such files.
      const html = res.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(res.body).toString() : res.body.toString();
      return { html, etag: res.headers["etag"]! };
    };
    const seed = await head();
    expect(seed.html).to.include("<title>BIA - Digital Account Marketplace</title>");

    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await admin.ok(`mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }`, {
      input: { siteName: "Nova & Co", siteDescription: 'Keys "fast" <today>', totalRevenueDisplayCents: 0 },
    });
    await admin.ok(`mutation($input: ContentTranslationInput!) { saveContentTranslations(input: $input) { language } }`, {
      input: { subjectType: "site", subjectId: "main_settings", language: "ru", fields: [{ field: "tagline", value: "Магазин ключей" }] },
    });
    const renamed = await head();
    expect(renamed.html).to.include("<title>Nova &#38; Co - Digital Account Marketplace</title>");
    expect(renamed.html).to.include('<meta name="description" content="Keys &#34;fast&#34; &#60;today&#62;"');
    expect(renamed.html).not.to.match(/BIA/);
    expect(renamed.html).to.include(build.scriptPath);
    expect(renamed.etag).not.to.equal(seed.etag);
    const again = await rawRequest(server.url + "/", { headers: { "Accept-Encoding": "br", "If-None-Match": renamed.etag } });
    expect(again.status, "the same head, the same ETag").to.equal(304);

    const ru = await head({ Cookie: "lang=ru" });
    expect(ru.html).to.include('<html lang="ru">');
    expect(ru.html).to.include("<title>Nova &#38; Co - Магазин ключей</title>");

    // A head that makes the page 1 KB or more goes compressed, like the build's own larger files.
    await admin.ok(`mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }`, {
      input: { siteName: "Nova & Co", siteDescription: "Keys. ".repeat(200), totalRevenueDisplayCents: 0 },
    });
    const long = await rawRequest(server.url + "/", { headers: { "Accept-Encoding": "br" } });
    expect(long.headers["content-encoding"]).to.equal("br");
    expect(zlib.brotliDecompressSync(long.body).toString()).to.include("Keys. Keys.");
  });

  it("answers 404 for a hashed file that is not in the build, instead of the HTML page", async () => {
    const res = await rawRequest(server.url + "/assets/index-OldHash1.js");
    expect(res.status).to.equal(404);
    expect(res.body.toString()).not.to.include('<div id="root">');
  });

  it("compresses a large GraphQL answer for a client that accepts it, and sends plain JSON to one that does not", async () => {
    const body = JSON.stringify({ query: "{ __schema { types { name description } } }" });
    const headers = { "Content-Type": "application/json" };
    const gz = await rawRequest(server.url + "/graphql", { method: "POST", body, headers: { ...headers, "Accept-Encoding": "gzip" } });
    expect(gz.status).to.equal(200);
    expect(gz.headers["content-encoding"]).to.equal("gzip");
    const plain = await rawRequest(server.url + "/graphql", { method: "POST", body, headers });
    expect(plain.headers["content-encoding"]).to.equal(undefined);
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).to.deep.equal(JSON.parse(plain.body.toString()));
    expect(gz.body.length).to.be.below(plain.body.length / 2);

    const small = await rawRequest(server.url + "/graphql", {
      method: "POST",
      body: JSON.stringify({ query: "{ __typename }" }),
      headers: { ...headers, "Accept-Encoding": "gzip" },
    });
    expect(small.headers["content-encoding"], "an answer under 1 KB goes as it is").to.equal(undefined);
    expect(JSON.parse(small.body.toString())).to.deep.equal({ data: { __typename: "Query" } });
  });

  it("answers the licence check in plain JSON, with or without Accept-Encoding", async () => {
    for (const acceptEncoding of [undefined, "gzip, br"]) {
      const res = await rawRequest(server.url + "/api/check_license", {
        method: "POST",
        body: JSON.stringify({ license_key: "BIA-NOT-A-REAL-KEY" }),
        headers: { "Content-Type": "application/json", ...(acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}) },
      });
      expect(res.headers["content-encoding"]).to.equal(undefined);
      expect(JSON.parse(res.body.toString())).to.have.property("status");
    }
  });
});
