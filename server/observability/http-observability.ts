import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import express from "express";
import { log, logShows } from "../log";
import { availableStock, httpDuration, httpRequests, registry } from "./metrics";

/** The route a request matched, without ids or query strings (bounded label values). */
function routeLabel(req: Request): string {
  if (req.route?.path && typeof req.route.path === "string") return (req.baseUrl ?? "") + req.route.path;
  const p = req.path;
  if (p === "/graphql" || p.startsWith("/api/") || p.startsWith("/functions/") || p === "/healthz" || p === "/readyz" || p === "/metrics") {
    return p.replace(/\/[0-9a-f-]{16,}(?=\/|$)/gi, "/:id");
  }
  return "static";
}

/** A caller's X-Request-Id when it is short and plain enough to echo and log; else undefined (a new one is made). */
export function acceptedRequestId(incoming: string | string[] | undefined): string | undefined {
  return typeof incoming === "string" && incoming.length <= 64 && /^[\w.-]{1,64}$/.test(incoming) ? incoming : undefined;
}

/** The HTTP metrics and log line of one lean route (server/http/lean-routes.ts). */
export interface LeanRouteMetrics {
  readonly route: string;
  /** Counts one answer and writes its log line; `ip` is read only when the line is written. */
  answered(requestId: string, status: number, seconds: number, ip: () => string): void;
}

/**
 * The same two series and log line as the Express middleware below, for a route whose method and
 * path are fixed: its label objects are built and validated once per status, not on every
 * request (prom-client still hashes them on each count).
 */
export function leanRouteMetrics(method: string, route: string): LeanRouteMetrics {
  const duration = httpDuration.labels(method, route);
  const counters = new Map<number, ReturnType<typeof httpRequests.labels>>();
  return {
    route,
    answered(requestId, status, seconds, ip) {
      let counter = counters.get(status);
      if (!counter) counters.set(status, (counter = httpRequests.labels(method, route, String(status))));
      counter.inc();
      duration.observe(seconds);
      logRequest(requestId, method, route, status, seconds, ip);
    },
  };
}

/** One JSON log line per answered request, when the log level shows it. */
function logRequest(requestId: string, method: string | undefined, route: string, status: number, seconds: number, ip: () => string | undefined): void {
  if (logShows("info")) log.info("request", { requestId, method, route, status, ms: Math.round(seconds * 1000), ip: ip() });
}

/**
 * One JSON log line and two metrics per request, counted under the route it matched; the
 * request id is echoed as X-Request-Id.
 */
export function requestObservability() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = acceptedRequestId(req.headers["x-request-id"]) ?? crypto.randomUUID();
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabel(req);
      httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
      httpDuration.observe({ method: req.method, route }, seconds);
      if (route !== "static" || res.statusCode >= 400) logRequest(requestId, req.method, route, res.statusCode, seconds, () => req.ip);
    });
    next();
  };
}

/**
 * GET /metrics in Prometheus text format. With METRICS_TOKEN set it needs
 * `Authorization: Bearer <token>`. Without, only loopback callers are answered, and only when no
 * reverse proxy is trusted: behind a proxy on the same host every caller comes from loopback.
 */
export function metricsRouter(opts: { token: string | undefined; behindProxy: boolean }, live: { availableStock: () => Promise<number> }) {
  const router = express.Router();
  router.get("/metrics", async (req, res) => {
    if (!opts.token && opts.behindProxy) {
      res
        .status(403)
        .json({ error: { message: "Metrics need METRICS_TOKEN when TRUST_PROXY is set: behind a proxy every caller looks local.", code: "FORBIDDEN" } });
      return;
    }
    if (opts.token && !sameSecret(req.headers.authorization ?? "", `Bearer ${opts.token}`)) {
      res.setHeader("WWW-Authenticate", "Bearer");
      res.status(401).json({ error: { message: "Metrics need the METRICS_TOKEN bearer token.", code: "UNAUTHENTICATED" } });
      return;
    }
    if (!opts.token && !["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(req.socket.remoteAddress ?? "")) {
      res.status(403).json({ error: { message: "Metrics answer loopback callers only when METRICS_TOKEN is not set.", code: "FORBIDDEN" } });
      return;
    }
    availableStock.set(await live.availableStock());
    res.setHeader("Content-Type", registry.contentType);
    res.send(await registry.metrics());
  });
  return router;
}

/** Constant time whatever the lengths: digests are compared, never the texts (whose byte lengths may differ). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash("sha256").update(s, "utf8").digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}
