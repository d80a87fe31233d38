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

/**
 * Helmet's headers depend on nothing in the request but HTTPS, so they are worked out once and
 * then only copied onto each answer (helmet itself rebuilds the CSP string on every request).
 * The lean routes call this directly.
 */
export function securityHeaderWriter(config: Config): (req: Request, res: Response) => void {
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
  const fixed: Array<[string, string]> = [];
  const recorder = { setHeader: (name: string, value: unknown) => void fixed.push([name, String(value)]), removeHeader: () => undefined };
  headers({} as Request, recorder as unknown as Response, () => undefined);
  return (req, res) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
