import { expect } from "chai";
import { ConfigError } from "../../server/config";
import { postWebhook } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const forged = { type: "payment", order_id: "nope", status: "paid", is_final: true, sign: "0".repeat(32) };

describe("security: /metrics and TRUST_PROXY (issue #13, items 9, 11 and 12)", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("refuses /metrics without METRICS_TOKEN when TRUST_PROXY is set, since behind a local proxy every caller is loopback", async () => {
    server = await startTestServer({ TRUST_PROXY: "1" });
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).to.equal(403);
    expect((await res.json()).error.message).to.equal("Metrics need METRICS_TOKEN when TRUST_PROXY is set: behind a proxy every caller looks local.");
  });

  it("answers 401, not 500, to a token of the right number of characters but another byte length", async () => {
    server = await startTestServer({ METRICS_TOKEN: "metrics-secret-123" });
    const sameCharacters = "é".repeat("metrics-secret-123".length);
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${sameCharacters}` } });
    expect(res.status).to.equal(401);
    expect((await res.json()).error.code).to.equal("UNAUTHENTICATED");
    const ok = await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer metrics-secret-123" } });
    expect(ok.status).to.equal(200);
  });

  it("refuses TRUST_PROXY=true at start with a message that says what to set instead", async () => {
    let err: unknown;
    try {
      server = await startTestServer({ TRUST_PROXY: "true" });
    } catch (e) {
      err = e;
    }
    expect(err).to.be.instanceOf(ConfigError);
    expect((err as Error).message).to.match(
      /TRUST_PROXY=true would believe X-Forwarded-For from anyone.*set the number of proxies in front of the shop \(e\.g\. 1\) or their addresses/,
    );
  });

  it("checks the webhook allow-list against the address the trusted proxy saw, not one the caller wrote", async () => {
    server = await startTestServer({ TRUST_PROXY: "1", PAYMENT_WEBHOOK_IP_ALLOWLIST: "91.227.144.54" });
    // The caller claims to be Cryptomus; the proxy appends the address it really came from.
    const spoofed = await postWebhook(server.client(), forged, { "x-forwarded-for": "91.227.144.54, 203.0.113.9" });
    expect(spoofed.status).to.equal(403);
    const fromCryptomus = await postWebhook(server.client(), forged, { "x-forwarded-for": "203.0.113.9, 91.227.144.54" });
    expect(fromCryptomus.status).to.equal(401); // past the allow-list, refused for its forged signature
  });

  it("trusts only the listed proxy addresses", async () => {
    server = await startTestServer({ TRUST_PROXY: "192.0.2.1", PAYMENT_WEBHOOK_IP_ALLOWLIST: "91.227.144.54" });
    // The test client connects from 127.0.0.1, which is not a listed proxy: its header is ignored.
    const res = await postWebhook(server.client(), forged, { "x-forwarded-for": "91.227.144.54" });
    expect(res.status).to.equal(403);
  });
});
