import type { Request } from "express";
import { IsNull, LessThan, Or } from "typeorm";
import type { Actor } from "../../context";
import type { Database } from "../../db/transaction";
import { unauthenticated } from "../../errors";
import { Customer } from "../customers";
import { ApiToken } from "./api-token.entity";
import { hashApiToken, looksLikeApiToken } from "./api-token-secret";
import { parseScopes } from "./api-token-scopes";

/** last_used_at is a hint, not a log: writing it on every call would turn every read into a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The Bearer token of the request, undefined when there is no Authorization header. */
export function bearerTokenOf(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) throw unauthenticated("The Authorization header must be `Bearer <API token>`.");
  return m[1];
}

/**
 * The customer an API token belongs to, looked up on every request so that a revoked token
 * fails at once. A bad, revoked or orphaned token is an error, never an anonymous caller.
 */
export async function actorFromApiToken(db: Database, token: string, now = new Date()): Promise<Actor> {
  const invalid = () => unauthenticated("The API token is invalid or has been revoked.");
  if (!looksLikeApiToken(token)) throw invalid();
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  // One query per request: the owner, the token's id, and whether its last use is stale.
  const { entities, raw } = await db.manager
    .getRepository(Customer)
    .createQueryBuilder("c")
    .innerJoin(ApiToken, "t", "t.customer_id = c.id")
    .addSelect("t.id", "token_id")
    .addSelect("t.scopes", "token_scopes")
    .addSelect("t.daily_spend_limit_cents", "token_limit")
    .addSelect("CASE WHEN t.expires_at IS NOT NULL AND t.expires_at <= :now THEN 1 ELSE 0 END", "token_expired")
    .addSelect("CASE WHEN t.last_used_at IS NULL OR t.last_used_at < :staleBefore THEN 1 ELSE 0 END", "token_stale")
    .where("t.token_hash = :hash AND t.revoked_at IS NULL", { hash: hashApiToken(token), staleBefore, now })
    .getRawAndEntities<{
      token_id: string;
      token_scopes: string;
      token_limit: string | number | null;
      token_expired: number | string;
      token_stale: number | string;
    }>();
  const customer = entities[0];
  if (!customer) throw invalid();
  const apiTokenId = raw[0].token_id;
  if (Number(raw[0].token_expired) === 1) throw unauthenticated("The API token has expired; create a new one in Settings → API tokens.");
  if (Number(raw[0].token_stale) === 1) {
    // Conditional, so concurrent requests of one token write at most once per minute between them.
    await db.transaction((em) => em.getRepository(ApiToken).update({ id: apiTokenId, lastUsedAt: Or(IsNull(), LessThan(staleBefore)) }, { lastUsedAt: now }));
  }
  const limit = raw[0].token_limit;
  return {
    customer,
    via: "api_token",
    apiTokenId,
    apiTokenScopes: parseScopes(raw[0].token_scopes),
    apiTokenDailySpendLimitCents: limit === null ? null : Number(limit),
  };
}
