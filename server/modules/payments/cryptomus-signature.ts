import crypto from "node:crypto";

/**
 * Cryptomus signs with md5(base64(json) + payment API key), lowercase hex. Requests are signed
 * over the exact bytes sent; webhooks over PHP's `json_encode($data, JSON_UNESCAPED_UNICODE)`
 * of the payload without its `sign`, which is why the serialiser below imitates PHP.
 */
export function cryptomusSign(json: string, apiKey: string): string {
  return crypto
    .createHash("md5")
    .update(Buffer.from(json, "utf8").toString("base64") + apiKey, "utf8")
    .digest("hex");
}

/** The signature Cryptomus puts in a webhook's `sign` field. */
export function signWebhookPayload(payload: Record<string, unknown>, apiKey: string): string {
  const { sign: _sign, ...rest } = payload;
  return cryptomusSign(phpJsonEncode(rest), apiKey);
}

/** Constant-time check of a webhook's `sign`; false for anything malformed. */
export function verifyWebhookSign(payload: Record<string, unknown>, apiKey: string): boolean {
  const given = payload.sign;
  if (typeof given !== "string" || !/^[0-9a-f]{32}$/i.test(given)) return false;
  let expected: string;
  try {
    expected = signWebhookPayload(payload, apiKey);
  } catch {
    return false;
  }
  return crypto.timingSafeEqual(Buffer.from(expected, "ascii"), Buffer.from(given.toLowerCase(), "ascii"));
}

/**
 * PHP's json_encode with JSON_UNESCAPED_UNICODE: no spaces, keys in their original order,
 * `/` escaped as `\/`, non-ASCII left as is except U+2028/U+2029, control characters as
 * \b \f \n \r \t or lowercase \u00XX. Integral floats cannot be told from integers once
 * JSON.parse has run; Cryptomus sends amounts as strings, so numbers print as JavaScript does.
 * Objects follow PHP's json_decode into arrays: `{}` and `{"0": x, "1": y}` print as lists.
 */
export function phpJsonEncode(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error("json_encode cannot encode NaN or Infinity");
    return String(value);
  }
  if (typeof value === "string") return phpJsonString(value);
  if (Array.isArray(value)) return `[${value.map(phpJsonEncode).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    // PHP decoded the webhook into arrays before encoding it again: `{}` became an empty array and
    // an object keyed "0", "1", … in order became a list, and json_encode prints both as lists.
    if (isPhpList(entries)) return `[${entries.map(([, v]) => phpJsonEncode(v)).join(",")}]`;
    return `{${entries.map(([k, v]) => `${phpJsonString(k)}:${phpJsonEncode(v)}`).join(",")}}`;
  }
  throw new Error(`json_encode cannot encode a ${typeof value}`);
}

/** Keys exactly "0", "1", …, "n-1" in that order (or no keys): what PHP's json_encode prints as a list. */
function isPhpList(entries: Array<[string, unknown]>): boolean {
  return entries.every(([key], i) => key === String(i));
}

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  "\\": "\\\\",
  "/": "\\/",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function phpJsonString(s: string): string {
  if (LONE_SURROGATE.test(s)) throw new Error("json_encode refuses unpaired UTF-16 surrogates");
  let out = '"';
  for (const ch of s) {
    const short = SHORT_ESCAPES[ch];
    if (short) out += short;
    else if (ch < " ") out += `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
    else out += ch;
  }
  return out + '"';
}
