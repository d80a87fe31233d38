import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import express from "express";
import { log } from "../log";
import { httpDuration, httpRequests, registry } from "./metrics";

/** The route a request matched, without ids or query strings (bounded label values). */
function routeLabel(req: Request): string {
  if (req.route?.path && typeof req.route.path === "string") return (req.baseUrl ?? "") + req.route.path;
  const p = req.path;
  if (p === "/graphql" || p.startsWith("/api/") || p.startsWith("/functions/") || p === "/healthz" || p === "/readyz" || p === "/metrics") {
    return p.replace(/\/[0-9a-f-]{16,}(?=\/|$)/gi, "/:id");
  }
  return "static";
}

/** One JSON log line and two metrics per request; the request id is echoed as X-Request-Id. */
export function requestObservability() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const incoming = req.headers["x-request-id"];
    const requestId = typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabel(req);
      httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
      httpDuration.observe({ method: req.method, route }, seconds);
      if (route !== "static" || res.statusCode >= 400) {
        log.info("request", { requestId, method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000), ip: req.ip });
      }
    });
    next();
  };
}

/**
 * GET /metrics in Prometheus text format. With METRICS_TOKEN set it needs
 * `Authorization: Bearer <token>`; without, only loopback callers are answered.
 */
export function metricsRouter(metricsToken: string | undefined) {
  const router = express.Router();
  router.get("/metrics", async (req, res) => {
    const auth = req.headers.authorization ?? "";
    const allowed = metricsToken
      ? auth.length === `Bearer ${metricsToken}`.length && crypto.timingSafeEqual(Buffer.from(auth), Buffer.from(`Bearer ${metricsToken}`))
      : ["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(req.socket.remoteAddress ?? "");
    if (!allowed) {
      res.status(403).json({ error: { message: "Metrics need the METRICS_TOKEN bearer token (or a loopback caller when none is set).", code: "FORBIDDEN" } });
      return;
    }
    res.setHeader("Content-Type", registry.contentType);
    res.send(await registry.metrics());
  });
  return router;
}
