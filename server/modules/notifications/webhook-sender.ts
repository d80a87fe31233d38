import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isPrivateAddress } from "./private-address";
import { signWebhook } from "./webhook-signature";

export const WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_ERROR_LENGTH = 500;

/** What a receiver sees as the sender: no product name, as the shop carries the seller's own (docs/api.md, webhooks). */
export const WEBHOOK_USER_AGENT = "Shop-Webhooks/1";

export interface WebhookAnswer {
  /** The receiver's HTTP status, or null when no answer came (refused, timed out, blocked). */
  statusCode: number | null;
  error: string | null;
}

export class PrivateTargetError extends Error {
  constructor(host: string) {
    super(`${host} resolves to a private, loopback or link-local address; webhooks may not reach it.`);
  }
}

/**
 * Resolves the host and refuses it when any of its addresses is private. Used when an endpoint
 * is registered (to answer at once) and, through guardedLookup, on every connection.
 */
export async function assertPublicHost(hostname: string): Promise<void> {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) {
    if (isPrivateAddress(host)) throw new PrivateTargetError(hostname);
    return;
  }
  const addresses = await dns.promises.lookup(host, { all: true });
  if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address))) throw new PrivateTargetError(hostname);
}

/**
 * A `lookup` for http.request that checks every address it hands to the socket: the check
 * happens at connect time, so a DNS answer that changes after registration (rebinding) is still caught.
 */
function guardedLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (err: Error | null, address: string | dns.LookupAddress[], family?: number) => void,
): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address))) return callback(new PrivateTargetError(hostname), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

/** POSTs one signed delivery; never throws, and gives up after WEBHOOK_TIMEOUT_MS. */
export async function postWebhook(input: {
  url: string;
  body: string;
  secret: string;
  eventId: string;
  allowPrivateTargets: boolean;
  timeoutMs?: number;
}): Promise<WebhookAnswer> {
  const failed = (error: unknown): WebhookAnswer => ({ statusCode: null, error: String((error as Error).message ?? error).slice(0, MAX_ERROR_LENGTH) });
  let url: URL;
  try {
    url = new URL(input.url);
    if (!input.allowPrivateTargets && net.isIP(url.hostname.replace(/^\[|\]$/g, ""))) await assertPublicHost(url.hostname);
  } catch (err) {
    return failed(err);
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const client = url.protocol === "https:" ? https : http;
  const timeoutMs = input.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<WebhookAnswer>((settle) => {
    // The whole exchange, not just one idle gap, must fit in the timeout.
    const timer = setTimeout(() => req.destroy(new Error(`No answer within ${timeoutMs / 1000} s.`)), timeoutMs);
    const resolve = (answer: WebhookAnswer) => {
      clearTimeout(timer);
      settle(answer);
    };
    const req = client.request(
      url,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(input.body),
          "User-Agent": WEBHOOK_USER_AGENT,
          "Webhook-Id": input.eventId,
          "Webhook-Timestamp": String(timestamp),
          "Webhook-Signature": signWebhook(input.secret, input.body, timestamp),
        },
        lookup: input.allowPrivateTargets ? undefined : (guardedLookup as never),
      },
      (res) => {
        // The answer's body is not needed; reading it frees the socket.
        res.resume();
        res.on("end", () => resolve({ statusCode: res.statusCode ?? null, error: null }));
        res.on("error", (err) => resolve(failed(err)));
      },
    );
    req.on("error", (err) => resolve(failed(err)));
    req.end(input.body);
  });
}
