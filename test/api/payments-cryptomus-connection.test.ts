import { expect } from "chai";
import { createCustomer, signIn } from "../helpers/fixtures";
import { FakeCryptomus } from "../helpers/fake-cryptomus";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const SETTINGS = `mutation($input: PaymentSettingsInput!) { updatePaymentSettings(input: $input) { mode } }`;
const TEST = `mutation { testPaymentProvider(provider: "cryptomus") { ok message } }`;

describe("Cryptomus Test connection (against a fake Cryptomus server)", () => {
  let fake: FakeCryptomus;
  let server: TestServer;
  let admin: HttpClient;
  before(async () => {
    fake = await FakeCryptomus.start();
    server = await startTestServer({ CRYPTOMUS_API_URL: fake.url });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(async () => {
    await server?.close();
    await fake?.close();
  });

  it("asks to save the credentials first, then makes a signed payment/info call and shows Cryptomus's answer", async () => {
    expect((await admin.gql(TEST)).errors?.[0]).to.deep.include({ message: "Save this provider's settings first." });
    await admin.ok(SETTINGS, { input: { merchantId: fake.merchantId, apiKey: fake.apiKey, mode: "LIVE" } });
    const before = fake.requests.length;
    expect((await admin.ok(TEST)).testPaymentProvider).to.deep.equal({ ok: true, message: "Cryptomus accepted the merchant and key (Payment not found)." });
    const call = fake.requests.at(-1)!;
    expect(fake.requests.length).to.equal(before + 1);
    expect(call).to.include({ path: "/v1/payment/info", authorised: true });
  });

  it("shows Cryptomus's refusal of a wrong key", async () => {
    await admin.ok(SETTINGS, { input: { merchantId: fake.merchantId, apiKey: "a-wrong-payment-api-key", mode: "LIVE" } });
    const { testPaymentProvider } = await admin.ok(TEST);
    expect(testPaymentProvider.ok).to.equal(false);
    expect(testPaymentProvider.message).to.equal("You are not authorized");
  });
});
