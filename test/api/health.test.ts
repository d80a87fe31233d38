import { expect } from "chai";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("health and readiness probes", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("answers /healthz with 200 and status ok while the process runs", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ status: "ok" });
  });

  it("answers /readyz with 200 when the database answers and every migration is applied", async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).to.equal(200);
    expect(await res.json()).to.include({ status: "ok", database: server.app.db.kind });
  });

  it("keeps /api/health answering", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).to.equal(200);
    expect((await res.json()).status).to.equal("ok");
  });

  it("marks both probes as not cacheable", async () => {
    for (const probe of ["/healthz", "/readyz"]) {
      expect((await fetch(`${server.url}${probe}`)).headers.get("cache-control")).to.equal("no-store");
    }
  });

  describe("when the instance cannot serve", () => {
    let broken: TestServer;
    beforeEach(async () => {
      broken = await startTestServer();
    });
    afterEach(() => broken?.close());

    it("answers /readyz with 503 and the reason when a migration is pending", async () => {
      await broken.app.db.dataSource.query("DELETE FROM migrations");
      const res = await fetch(`${broken.url}/readyz`);
      expect(res.status).to.equal(503);
      expect(await res.json()).to.deep.equal({ status: "unavailable", reason: "database migrations are pending (run npm run db:migrate)" });
    });

    it("answers /readyz with 503 when the database does not answer, while /healthz stays 200", async () => {
      await broken.app.db.dataSource.destroy();
      const ready = await fetch(`${broken.url}/readyz`);
      expect(ready.status).to.equal(503);
      expect(await ready.json()).to.deep.equal({ status: "unavailable", reason: "the database is not reachable" });
      expect((await fetch(`${broken.url}/healthz`)).status).to.equal(200);
    });
  });
});
