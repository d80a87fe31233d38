import crypto from "node:crypto";
import { expect } from "chai";
import { phpJsonEncode, signWebhookPayload, verifyWebhookSign } from "../../server/modules/payments/cryptomus-signature";

const KEY = "test-api-key-0123456789";
/** Written out from the documentation, not with the production code. */
const md5OfBase64 = (json: string) =>
  crypto
    .createHash("md5")
    .update(Buffer.from(json, "utf8").toString("base64") + KEY)
    .digest("hex");

/**
 * Cryptomus signs `json_encode(json_decode($body, true))` in PHP. json_decode into arrays turns `{}`
 * into an empty array and `{"0": x, "1": y}` into a list, and json_encode prints both as lists.
 * The expected strings below are PHP's output, written by hand.
 */
describe("security: Cryptomus signatures follow PHP's json_decode (issue #13, item 14)", () => {
  it("encodes an empty object as [] like PHP does", () => {
    const payload = { order_id: "o-1", status: "paid", additional_data: {}, convert: { to_currency: "USDT", commission: null } };
    const php = '{"order_id":"o-1","status":"paid","additional_data":[],"convert":{"to_currency":"USDT","commission":null}}';
    expect(phpJsonEncode(payload)).to.equal(php);
    expect(verifyWebhookSign({ ...payload, sign: md5OfBase64(php) }, KEY)).to.equal(true);
  });

  it("encodes an object keyed 0, 1, … in order as a list, and any other object as an object", () => {
    const payload = {
      order_id: "o-1",
      items: { "0": "a", "1": { "0": "b" } },
      gaps: { "0": "a", "2": "c" },
      named: { "0": "a", x: "b" },
      padded: { "00": "a" },
    };
    const php = '{"order_id":"o-1","items":["a",["b"]],"gaps":{"0":"a","2":"c"},"named":{"0":"a","x":"b"},"padded":{"00":"a"}}';
    expect(phpJsonEncode(payload)).to.equal(php);
    expect(signWebhookPayload(payload, KEY)).to.equal(md5OfBase64(php));
  });

  it("refuses a signature made over the JavaScript form, which PHP would never produce", () => {
    const payload = { order_id: "o-1", status: "paid", additional_data: {} };
    expect(verifyWebhookSign({ ...payload, sign: md5OfBase64(JSON.stringify(payload)) }, KEY)).to.equal(false);
  });
});
