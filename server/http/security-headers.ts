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
  const apply = securityHeaderWriter(config);
  return (req: Request, res: Response, next: NextFunction) => {
    apply(req, res);
    next();
  };
}

/** HSTS, sent only over HTTPS (as seen through TRUST_PROXY). */
export const HSTS_HEADER = { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } as const;

/**
 * Helmet's headers depend on nothing in the request but HTTPS, so they are worked out once and
 * then only copied onto each answer (helmet itself rebuilds the CSP string on every request).
 * HSTS is not among them (see HSTS_HEADER). The lean routes put these into their one writeHead.
 */
export function fixedSecurityHeaders(config: Config): Readonly<Record<string, string>> {
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
  const fixed: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: unknown) => void (fixed[name] = String(value)), removeHeader: () => undefined };
  headers({} as Request, recorder as unknown as Response, () => undefined);
  return Object.freeze(fixed);
}

/** Sets the fixed security headers, and HSTS over HTTPS, on an Express response. */
function securityHeaderWriter(config: Config): (req: Request, res: Response) => void {
  const fixed = Object.entries(fixedSecurityHeaders(config));
  return (req, res) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS_HEADER["Strict-Transport-Security"]);
  };
}
