import { expect } from "chai";
import { ConfigError, loadConfig } from "../../server/config";

describe("payment configuration", () => {
  it("defaults to the real Cryptomus API, confirmation on, no allow-list, 300 webhooks a minute per address, refused deliveries kept 30 days, a generated sandbox key, and no sandbox (production is the default)", () => {
    expect(loadConfig({}).payments).to.deep.equal({
      cryptomusApiUrl: "https://api.cryptomus.com",
      confirmWithInfo: true,
      webhookIpAllowlist: [],
      webhookRateLimitPerMinute: 300,
      refusedEventRetentionDays: 30,
      sandboxKey: undefined,
      sandboxAllowed: false,
    });
    expect(loadConfig({ NODE_ENV: "development" }).payments.sandboxAllowed).to.equal(true);
  });

  it("turns the sandbox off under NODE_ENV=production unless PAYMENT_SANDBOX=true, and rejects other values", () => {
    expect(loadConfig({ NODE_ENV: "production" }).payments.sandboxAllowed).to.equal(false);
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_SANDBOX: "true" }).payments.sandboxAllowed).to.equal(true);
    expect(loadConfig({ PAYMENT_SANDBOX: "false" }).payments.sandboxAllowed).to.equal(false);
    expect(() => loadConfig({ PAYMENT_SANDBOX: "maybe" })).to.throw(ConfigError, /PAYMENT_SANDBOX must be auto, true or false/);
  });

  it("reads the API URL without a trailing slash, the allow-list as a trimmed list, and the confirmation switch", () => {
    const payments = loadConfig({
      CRYPTOMUS_API_URL: "http://127.0.0.1:9999/",
      PAYMENT_WEBHOOK_IP_ALLOWLIST: " 91.227.144.54 , 10.0.0.1,",
      PAYMENT_CONFIRM_WITH_INFO: "false",
    }).payments;
    expect(payments).to.include({ cryptomusApiUrl: "http://127.0.0.1:9999", confirmWithInfo: false });
    expect(payments.webhookIpAllowlist).to.deep.equal(["91.227.144.54", "10.0.0.1"]);
  });

  it("reports a non-http API URL and a short sandbox key together", () => {
    try {
      loadConfig({ CRYPTOMUS_API_URL: "ftp://x", SANDBOX_PAYMENT_KEY: "short" });
      expect.fail("expected a ConfigError");
    } catch (err) {
      expect(err).to.be.instanceOf(ConfigError);
      expect((err as ConfigError).problems).to.include.members([
        'CRYPTOMUS_API_URL must be an http(s) URL (got "ftp://x")',
        "SANDBOX_PAYMENT_KEY must be at least 32 characters",
      ]);
    }
  });
});
