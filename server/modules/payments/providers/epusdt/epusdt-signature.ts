import crypto from "node:crypto";

/**
 * epusdt's signature: the parameters sorted by name, empty ones and `signature` left out, joined
 * as `k=v&k=v`, the API token appended, MD5 in lowercase hex. Numbers print as Go's %v does,
 * which matches JavaScript's String() for the integers and short decimals used here.
 */
export function epusdtSign(params: Record<string, unknown>, token: string): string {
  const pairs = Object.keys(params)
    .filter((k) => k !== "signature" && params[k] !== "" && params[k] !== null && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${String(params[k])}`);
  return crypto
    .createHash("md5")
    .update(pairs.join("&") + token, "utf8")
    .digest("hex");
}

export function verifyEpusdtSign(params: Record<string, unknown>, token: string): boolean {
  const given = params.signature;
  if (typeof given !== "string" || !/^[0-9a-f]{32}$/i.test(given) || !token) return false;
  return crypto.timingSafeEqual(Buffer.from(epusdtSign(params, token)), Buffer.from(given.toLowerCase()));
}
