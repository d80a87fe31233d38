import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import type { Config } from "../config";

/**
 * Security headers (helmet) with a Content-Security-Policy the client works under: Chakra's
 * emotion injects <style> tags (style-src 'unsafe-inline'); GraphiQL's editor runs workers from
 * blob: URLs; shop images (logo, product) may come from any https host. HSTS only over HTTPS,
 * as seen through TRUST_PROXY.
 */
export function securityHeaders(config: Config) {
  const https = config.publicBaseUrl.startsWith("https:");
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "worker-src": ["'self'", "blob:"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": https ? [] : null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    headers(req, res, next);
  };
}
