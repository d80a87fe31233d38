import crypto from "node:crypto";
import { expect } from "chai";
import { cryptomusSign, phpJsonEncode, signWebhookPayload, verifyWebhookSign } from "../../server/modules/payments/cryptomus-signature";

const KEY = "test-api-key-0123456789";

/** Written out by hand from the documentation, not with the production code. */
const md5OfBase64 = (json: string, key: string) =>
  crypto
    .createHash("md5")
    .update(Buffer.from(json, "utf8").toString("base64") + key)
    .digest("hex");

describe("Cryptomus signatures", () => {
  describe("request sign header", () => {
    it("is md5 of the base64 of the exact body followed by the API key, in lowercase hex", () => {
      const body =
        '{"amount":"10.00","currency":"USD","order_id":"5f0c1d2e-aaaa-4bbb-8ccc-000000000001","url_callback":"https://shop.test/functions/v1/cryptomus-webhook-handler"}';
      // Computed separately with Python's hashlib.
      expect(cryptomusSign(body, KEY)).to.equal("b5bacf59e163293b625eb811416fa210");
      expect(cryptomusSign(body, KEY)).to.equal(md5OfBase64(body, KEY));
    });
  });

  describe("webhook serialisation (PHP json_encode with JSON_UNESCAPED_UNICODE)", () => {
    const webhook = {
      type: "payment",
      uuid: "8b03432e-385b-4670-8d06-064591096795",
      order_id: "5f0c1d2e-aaaa-4bbb-8ccc-000000000001",
      amount: "15.00",
      currency: "USD",
      status: "paid",
      is_final: true,
      additional_data: "Café € 5 / month",
      txid: null,
    };
    const phpJson =
      '{"type":"payment","uuid":"8b03432e-385b-4670-8d06-064591096795","order_id":"5f0c1d2e-aaaa-4bbb-8ccc-000000000001","amount":"15.00","currency":"USD","status":"paid","is_final":true,"additional_data":"Café € 5 \\/ month","txid":null}';

    it("keeps key order and non-ASCII characters, escapes '/' and adds no spaces", () => {
      expect(phpJsonEncode(webhook)).to.equal(phpJson);
    });

    it("signs a payload with '/', 'é' and '€' exactly as PHP would", () => {
      // Computed separately with Python's hashlib over the PHP form above.
      expect(md5OfBase64(phpJson, KEY)).to.equal("135158e21fd6b4cd690139a51a905465");
      expect(signWebhookPayload({ ...webhook, sign: "ignored" }, KEY)).to.equal("135158e21fd6b4cd690139a51a905465");
    });

    it("escapes quotes, backslashes, control characters and U+2028 like PHP, and leaves emoji alone", () => {
      const value = { note: 'line\nbreak "q" back\\slash tab\t \u0001 \u2028 😀', nested: { url: "https://x.test/a", list: [1, 2.5, "é"] }, n: -3 };
      const expected =
        '{"note":"line\\nbreak \\"q\\" back\\\\slash tab\\t \\u0001 \\u2028 😀","nested":{"url":"https:\\/\\/x.test\\/a","list":[1,2.5,"é"]},"n":-3}';
      expect(phpJsonEncode(value)).to.equal(expected);
      expect(signWebhookPayload(value, KEY)).to.equal("d51ab9ef8d4184024c9af1fbd3ad9149");
    });

    it("differs from plain JSON.stringify exactly where PHP does: the escaped slash", () => {
      expect(phpJsonEncode({ a: "x/y" })).to.equal('{"a":"x\\/y"}');
      expect(JSON.stringify({ a: "x/y" })).to.equal('{"a":"x/y"}');
    });

    it("refuses an unpaired surrogate, which PHP cannot encode", () => {
      expect(() => phpJsonEncode({ a: "\ud800" })).to.throw(/surrogate/);
    });
  });

  describe("webhook verification", () => {
    const signed = () => {
      const payload: Record<string, unknown> = { type: "payment", order_id: "o-1", amount: "5.00", currency: "USD", status: "paid", is_final: true };
      return { ...payload, sign: md5OfBase64(JSON.stringify(payload).replace(/\//g, "\\/"), KEY) };
    };

    it("accepts a payload signed with the API key", () => {
      expect(verifyWebhookSign(signed(), KEY)).to.equal(true);
    });

    it("refuses a payload whose amount was changed after signing", () => {
      expect(verifyWebhookSign({ ...signed(), amount: "500.00" }, KEY)).to.equal(false);
    });

    it("refuses a payload signed with another key", () => {
      expect(verifyWebhookSign(signed(), "another-key")).to.equal(false);
    });

    it("refuses a missing or malformed sign", () => {
      const { sign: _sign, ...unsigned } = signed();
      expect(verifyWebhookSign(unsigned, KEY)).to.equal(false);
      expect(verifyWebhookSign({ ...unsigned, sign: "not-hex" }, KEY)).to.equal(false);
      expect(verifyWebhookSign({ ...unsigned, sign: 12345 }, KEY)).to.equal(false);
    });
  });
});
