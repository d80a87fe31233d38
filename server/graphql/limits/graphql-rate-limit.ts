import type { NextFunction, Request, Response } from "express";
import type { Database } from "../../db/transaction";
import { hitRateLimit } from "../../modules/rate-limit/rate-limit.service";

const WINDOW_SECONDS = 60;

/**
 * Requests to /graphql per client IP and minute, counted before the caller is identified so
 * that requests with bad tokens count too. Counted in the database: the limit holds across
 * instances. A limit of 0 turns it off.
 */
export function graphqlIpRateLimit(db: Database, perMinute: number) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (perMinute <= 0) return next();
    try {
      await hitRateLimit(db, { name: "graphql-ip", limit: perMinute, windowSeconds: WINDOW_SECONDS }, req.ip ?? "unknown");
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** Requests per API token and minute, so one integration cannot starve the others behind the same IP. */
export function graphqlTokenRateLimit(db: Database, perMinute: number) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const tokenId = req.ctx?.actor?.apiTokenId;
    if (perMinute <= 0 || !tokenId) return next();
    try {
      await hitRateLimit(db, { name: "graphql-token", limit: perMinute, windowSeconds: WINDOW_SECONDS }, tokenId);
      next();
    } catch (err) {
      next(err);
    }
  };
}
