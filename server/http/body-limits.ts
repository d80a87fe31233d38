import express, { type NextFunction, type Request, type Response } from "express";

/**
 * JSON bodies are capped by who sends them. Every operation a visitor, a customer or an API
 * client sends fits in 100 KB with a wide margin (the largest is a 20,000-character contact
 * message or site description); an admin's stock upload sends 1,000 lines of up to 1 KB in one
 * chunk, so a signed-in admin may send 2 MB, and the GraphQL limits plugin refuses any other
 * operation above 100 KB (see `allowsLargeBody`).
 */
export const BODY_LIMIT_BYTES = 100 * 1024;
export const STOCK_UPLOAD_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

declare module "express-serve-static-core" {
  interface Request {
    /** Size of the parsed JSON body in bytes, for the GraphQL limits. */
    bodyBytes?: number;
  }
}

const recordSize = (req: Request, _res: Response, buf: Buffer) => {
  req.bodyBytes = buf.length;
};

/** Runs after the caller is known: the larger limit is for GraphQL requests of admins signed in with a session. */
export function jsonBodyByCaller() {
  const small = express.json({ limit: BODY_LIMIT_BYTES, verify: recordSize });
  const large = express.json({ limit: STOCK_UPLOAD_BODY_LIMIT_BYTES, verify: recordSize });
  return (req: Request, res: Response, next: NextFunction) => {
    const actor = req.ctx?.actor;
    const admin = actor?.customer.role === "admin" && actor.via === "session";
    return (admin && req.path === "/graphql" ? large : small)(req, res, next);
  };
}

/** "100 KB", "2 MB": how the refusal names a limit. */
export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${Math.round(bytes / 1024)} KB`;
}
