import type { NextFunction, Request, Response } from "express";
import type { Config } from "../../config";
import type { Database } from "../../db/transaction";
import { CoalescedRateLimiter } from "../../modules/rate-limit/coalesced-rate-limiter";

const WINDOW_SECONDS = 60;

/**
 * Requests to /graphql per client IP and per API token, each minute. Counted in the database
 * (rate_limit_hits) so the limits hold across instances, but coalesced: a counter row written on
 * every request serialised all requests of one IP on MariaDB and halved throughput.
 */
export class GraphqlRateLimits {
  private constructor(
    readonly perIp: CoalescedRateLimiter | null,
    readonly perToken: CoalescedRateLimiter | null,
  ) {}

  /** A limit of 0 turns that counter off. */
  static create(db: Database, config: Config): GraphqlRateLimits {
    const { perIpPerMinute, perTokenPerMinute } = config.graphqlRateLimit;
    return new GraphqlRateLimits(
      perIpPerMinute > 0 ? new CoalescedRateLimiter(db, { name: "graphql-ip", limit: perIpPerMinute, windowSeconds: WINDOW_SECONDS }) : null,
      perTokenPerMinute > 0 ? new CoalescedRateLimiter(db, { name: "graphql-token", limit: perTokenPerMinute, windowSeconds: WINDOW_SECONDS }) : null,
    );
  }

  /** Runs before the caller is identified, so requests with bad tokens count too. */
  ipMiddleware() {
    return (req: Request, _res: Response, next: NextFunction) => {
      try {
        this.perIp?.hit(req.ip ?? "unknown");
        next();
      } catch (err) {
        next(err);
      }
    };
  }

  /** One integration cannot starve the others behind the same IP. */
  tokenMiddleware() {
    return (req: Request, _res: Response, next: NextFunction) => {
      const tokenId = req.ctx?.actor?.apiTokenId;
      try {
        if (tokenId) this.perToken?.hit(tokenId);
        next();
      } catch (err) {
        next(err);
      }
    };
  }

  async close(): Promise<void> {
    await Promise.all([this.perIp?.close(), this.perToken?.close()]);
  }
}
