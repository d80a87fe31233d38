import crypto from "node:crypto";
import type http from "node:http";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type express from "express";
import proxyaddr from "proxy-addr";
import { log } from "../log";
import { acceptedRequestId, leanRouteMetrics, type LeanRouteMetrics } from "../observability/http-observability";

export type LeanHandler = (exchange: LeanExchange) => void | Promise<void>;

/** Express's compiled `trust proxy` setting: (address, hop index) → trusted. */
type TrustFn = (address: string, hop: number) => boolean;

/**
 * One request on the lean path and the one answer it gets. The request and response stay plain
 * node:http objects (Express's prototypes are not swapped in: that reshaped two objects per
 * request); what the handlers need from Express, the caller's address and HTTPS as seen through
 * TRUST_PROXY, is read with the very function Express compiled from that setting.
 */
export class LeanExchange {
  readonly requestId: string;
  private readonly startedAt = process.hrtime.bigint();
  private clientIp: string | undefined;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    private readonly trust: TrustFn,
    private readonly metrics: LeanRouteMetrics,
  ) {
    this.requestId = acceptedRequestId(req.headers["x-request-id"]) ?? crypto.randomUUID();
  }

  /** The caller's address, as Express's `req.ip` reads it. */
  get ip(): string {
    return (this.clientIp ??= proxyaddr(this.req, this.trust));
  }

  /** True over HTTPS, directly or as a trusted proxy's X-Forwarded-Proto says (Express's `req.secure`). */
  get secure(): boolean {
    const socket = this.req.socket as IncomingMessage["socket"] & { encrypted?: boolean };
    if (!this.trust(socket.remoteAddress ?? "", 0)) return socket.encrypted === true;
    const forwarded = this.req.headers["x-forwarded-proto"];
    const proto = typeof forwarded === "string" && forwarded !== "" ? forwarded.split(",", 1)[0].trim() : socket.encrypted ? "https" : "http";
    return proto === "https";
  }

  /**
   * Writes the whole answer in one writeHead and end: the header sets merged once, in order (a
   * later one wins), with the request id, JSON unless they say otherwise; then counts it in the
   * HTTP metrics and writes its log line. `body` null answers with no body (a preflight's 204, a
   * 304). A HEAD request gets the headers only (node:http).
   */
  answer(status: number, body: string | null, ...headerSets: Array<OutgoingHttpHeaders | undefined>): void {
    const headers: OutgoingHttpHeaders = Object.assign({ "X-Request-Id": this.requestId }, ...headerSets);
    if (body !== null) {
      headers["Content-Type"] ??= "application/json; charset=utf-8";
      headers["Content-Length"] = Buffer.byteLength(body);
    }
    this.res.writeHead(status, headers);
    if (body === null) this.res.end();
    else this.res.end(body);
    this.metrics.answered(this.requestId, status, Number(process.hrtime.bigint() - this.startedAt) / 1e9, () => this.ip);
  }
}

/**
 * The hot public routes (licence check, probes) answered before Express's router: a request
 * here walks no middleware stack, parses no cookie and looks up no caller. It still gets a
 * request id (echoed as X-Request-Id), the HTTP metrics and its log line, counted when the answer
 * is handed to the socket. Only exact paths match; any other method on them, and every other
 * path, goes on to the Express app.
 */
export class LeanRoutes {
  private readonly routes = new Map<string, { handler: LeanHandler; metrics: LeanRouteMetrics }>();

  get(path: string, handler: LeanHandler): void {
    this.add("GET", path, handler);
    this.add("HEAD", path, handler);
  }

  post(path: string, handler: LeanHandler): void {
    this.add("POST", path, handler);
  }

  options(path: string, handler: LeanHandler): void {
    this.add("OPTIONS", path, handler);
  }

  private add(method: string, path: string, handler: LeanHandler): void {
    this.routes.set(`${method} ${path}`, { handler, metrics: leanRouteMetrics(method, path) });
  }

  /** The node:http listener: a lean route answers its own requests and hands the rest to `app`. */
  listener(app: express.Express): http.RequestListener {
    // Read once the app's settings are final (the listener is made after app.set("trust proxy")).
    const trust = app.get("trust proxy fn") as TrustFn;
    return (req, res) => {
      const url = req.url ?? "/";
      const query = url.indexOf("?");
      const match = this.routes.get(`${req.method} ${query === -1 ? url : url.slice(0, query)}`);
      if (!match) return app(req, res);
      const exchange = new LeanExchange(req, res, trust, match.metrics);
      let answered: void | Promise<void>;
      try {
        answered = match.handler(exchange);
      } catch (err) {
        return failed(exchange, err);
      }
      if (answered) answered.catch((err) => failed(exchange, err));
    };
  }
}

function failed(exchange: LeanExchange, err: unknown): void {
  log.error("unexpected error", { err, path: exchange.req.url, requestId: exchange.requestId });
  if (exchange.res.headersSent) {
    exchange.res.destroy();
    return;
  }
  exchange.answer(500, JSON.stringify({ error: { message: "Internal server error", code: "INTERNAL" } }));
}
