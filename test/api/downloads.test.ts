import path from "node:path";
import { expect } from "chai";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("software download", () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it("serves the configured archive as storytag.zip", async () => {
    server = await startTestServer();
    const res = await server.client().request("GET", "/downloads/storytag.zip");
    expect(res.status).to.equal(200);
    expect(res.headers.get("content-disposition")).to.match(/^attachment; filename="?storytag\.zip"?$/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 4).toString("latin1")).to.equal("PK\u0003\u0004");
    expect(body.toString("latin1")).to.include("README.txt");
  });

  it("answers 404 JSON when the archive is missing", async () => {
    server = await startTestServer({ SOFTWARE_ARCHIVE_PATH: path.resolve("server/assets/missing.zip") });
    const res = await server.client().request("GET", "/downloads/storytag.zip");
    expect(res.status).to.equal(404);
    expect(await res.json()).to.deep.equal({ error: { message: "The software download is not available.", code: "NOT_FOUND" } });
  });
});
