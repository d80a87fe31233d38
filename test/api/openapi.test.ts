import { expect } from "chai";
import Ajv2020 from "ajv/dist/2020";
import { SETTINGS_ID, SiteSettings } from "../../server/modules/catalog/site-settings.entity";
import { sandboxPaymentKey } from "../../server/modules/payments/sandbox-key";
import { createCustomer, signIn } from "../helpers/fixtures";
import { cryptomusWebhookSign } from "../helpers/fake-cryptomus";
import { paymentRow, startTopUp, WEBHOOK_PATH } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** JSON Pointer escaping of one path segment. */
const pointer = (...segments: string[]) => segments.map((s) => s.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

describe("OpenAPI description of the REST endpoints (/openapi.json), checked against real answers", () => {
  let server: TestServer;
  let doc: any;
  let ajv: Ajv2020;

  before(async () => {
    server = await startTestServer({ LICENSE_CHECK_RATE_LIMIT: "3" });
    const res = await fetch(`${server.url}/openapi.json`);
    expect(res.status).to.equal(200);
    doc = await res.json();
    // Formats are annotations here (ajv-formats is not worth a dependency); `strict: false` lets the
    // OpenAPI keywords around the schemas through.
    ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(doc, "openapi");
  });
  after(() => server?.close());

  /** Checks one real answer against the document: a status it lists, the body's schema, the headers it promises. */
  async function conforms(path: string, method: string, res: Response): Promise<unknown> {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path} is described`).to.be.an("object");
    const response = operation.responses[String(res.status)];
    expect(response, `${method} ${path} lists status ${res.status}`).to.be.an("object");
    const body = await res.json();
    const validate = ajv.getSchema(`openapi#/${pointer("paths", path, method, "responses", String(res.status), "content", "application/json", "schema")}`)!;
    expect(validate(body), `${method} ${path} ${res.status}: ${JSON.stringify(validate.errors)}`).to.equal(true);
    for (const name of Object.keys(response.headers ?? {})) expect(res.headers.get(name), `${path} ${res.status} header ${name}`).to.be.a("string");
    return body;
  }

  it("is an OpenAPI 3.1 document covering the licence check, its public keys and the payment webhook", () => {
    expect(doc.openapi).to.equal("3.1.0");
    expect(Object.keys(doc.paths)).to.have.members([
      "/api/check_license",
      "/api/license_file",
      "/api/license-public-key",
      "/api/license-public-keys",
      WEBHOOK_PATH,
    ]);
  });

  it("names the shop in its title, and follows a rename", async () => {
    const { siteName } = await server.app.db.manager.getRepository(SiteSettings).findOneByOrFail({ id: SETTINGS_ID });
    expect(doc.info.title).to.equal(`${siteName} REST endpoints`);
    await server.app.db.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, { siteName: "Kestrel Keys" });
    try {
      const renamed = await (await fetch(`${server.url}/openapi.json`)).json();
      expect(renamed.info.title).to.equal("Kestrel Keys REST endpoints");
      expect(JSON.stringify(renamed)).to.not.match(/BIA Marketplace/);
    } finally {
      await server.app.db.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, { siteName });
    }
  });

  it("describes the licence check's answers: 200, 400 (bad JSON), 413 and 429, with their signature and rate-limit headers", async () => {
    const post = (body: string, headers: Record<string, string> = {}) => fetch(`${server.url}/api/check_license`, { method: "POST", body, headers });
    const ok = (await conforms("/api/check_license", "post", await post(JSON.stringify({ license_key: "AAAA-BBBB-CCCC-DDDD" }), { "x-nonce": "n1" }))) as {
      nonce: string;
    };
    expect(ok.nonce).to.equal("n1");
    await conforms("/api/check_license", "post", await post("{nope"));
    await conforms("/api/check_license", "post", await post("x".repeat(17 * 1024)));
    await conforms("/api/check_license", "post", await post(JSON.stringify({ license_key: "bad" })));
    await post(JSON.stringify({ license_key: "AAAA-BBBB-CCCC-DDDD" }));
    const limited = await post(JSON.stringify({ license_key: "AAAA-BBBB-CCCC-DDDD" }));
    expect(limited.status).to.equal(429);
    await conforms("/api/check_license", "post", limited);
  });

  it("describes both public-key answers", async () => {
    await conforms("/api/license-public-key", "get", await fetch(`${server.url}/api/license-public-key`));
    await conforms("/api/license-public-keys", "get", await fetch(`${server.url}/api/license-public-keys`));
  });

  it("describes the offline licence file's refusals, whose requests count against the licence check's per-IP limit", async () => {
    const post = (body: string) => fetch(`${server.url}/api/license_file`, { method: "POST", body });
    const unknown = JSON.stringify({ license_key: "AAAA-BBBB-CCCC-DDDD", fingerprint: "fp-1" });
    await conforms("/api/license_file", "post", await post("{nope"));
    await conforms("/api/license_file", "post", await post("x".repeat(17 * 1024)));
    // The limit is 3 a minute here: within a few more requests one is refused (a window may roll over once on the way).
    const statuses: number[] = [];
    for (let i = 0; i < 8 && !statuses.includes(429); i++) {
      const res = await post(unknown);
      statuses.push(res.status);
      const body = (await conforms("/api/license_file", "post", res)) as { code: string };
      expect(body.code).to.equal(res.status === 429 ? "RATE_LIMITED" : "NOT_FOUND");
    }
    expect(statuses).to.include(429);
  });

  it("describes the payment webhook's acceptance and its refusals, and a real notification matches its request schema", async () => {
    const customer = await createCustomer(server.app);
    const { paymentId } = await startTopUp(signIn(server.app, server.client(), customer), 900);
    const invoice = (await paymentRow(server.app, paymentId)).providerInvoiceId;
    const payload = { type: "payment", uuid: invoice, order_id: paymentId, amount: "9.00", currency: "USD", status: "paid", is_final: true };
    const key = sandboxPaymentKey(server.app.config);
    const post = (body: unknown) =>
      fetch(`${server.url}${WEBHOOK_PATH}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

    const signed = { ...payload, sign: cryptomusWebhookSign(payload, key) };
    const request = ajv.getSchema(`openapi#/${pointer("components", "schemas", "CryptomusPaymentWebhook")}`)!;
    expect(request(signed), JSON.stringify(request.errors)).to.equal(true);

    const refusals = [
      { ...payload, sign: cryptomusWebhookSign(payload, "wrong") },
      {
        ...payload,
        order_id: "00000000-0000-4000-8000-000000000000",
        sign: cryptomusWebhookSign({ ...payload, order_id: "00000000-0000-4000-8000-000000000000" }, key),
      },
      [1, 2],
    ];
    const statuses = [];
    for (const body of refusals) {
      const res = await post(body);
      statuses.push(res.status);
      await conforms(WEBHOOK_PATH, "post", res);
    }
    expect(statuses).to.deep.equal([401, 404, 400]);
    const accepted = await post(signed);
    expect(accepted.status).to.equal(200);
    await conforms(WEBHOOK_PATH, "post", accepted);
  });
});
