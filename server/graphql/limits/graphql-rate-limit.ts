import type { NextFunction, Request, Response } from "express";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/transaction";
import { CoalescedRateLimiter } from "../../modules/rate-limit/coalesced-rate-limiter";
import { rateLimitHeaders, type RateLimitState } from "../../modules/rate-limit/rate-limit.service";

const WINDOW_SECONDS = 60;

/**
 * Sets the RateLimit header fields for the counter that is closer to refusing: a request passes
 * both the per-IP and the per-token limit, and the client needs the one that binds first.
 */
function report(res: Response, state: RateLimitState): void {
  const shown = Number(res.getHeader("RateLimit-Remaining") ?? Number.POSITIVE_INFINITY);
  if (state.remaining <= shown) res.set(rateLimitHeaders(state));
}

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
  static create(db: Database, config: Config, clock: Clock): GraphqlRateLimits {
    const { perIpPerMinute, perTokenPerMinute } = config.graphqlRateLimit;
    return new GraphqlRateLimits(
      perIpPerMinute > 0 ? new CoalescedRateLimiter(db, { name: "graphql-ip", limit: perIpPerMinute, windowSeconds: WINDOW_SECONDS }, clock) : null,
      perTokenPerMinute > 0 ? new CoalescedRateLimiter(db, { name: "graphql-token", limit: perTokenPerMinute, windowSeconds: WINDOW_SECONDS }, clock) : null,
    );
  }

  /** Runs before the caller is identified, so requests with bad tokens count too. */
  ipMiddleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      try {
        if (this.perIp) report(res, this.perIp.hit(req.ip ?? "unknown"));
        next();
      } catch (err) {
        next(err);
      }
    };
  }

  /** One integration cannot starve the others behind the same IP. */
  tokenMiddleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      const tokenId = req.ctx?.actor?.apiTokenId;
      try {
        if (tokenId && this.perToken) report(res, this.perToken.hit(tokenId));
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
