import { IsNull } from "typeorm";
import type { RequestContext } from "../../context";
import { MAX_MONEY_CENTS, moneyLimitMessage } from "../../../common/limits";
import { badField, badInput, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { ApiToken } from "./api-token.entity";
import { generateApiTokenSecret } from "./api-token-secret";
import { ALL_API_TOKEN_SCOPES, type ApiTokenScope } from "./api-token-scopes";
import { requireActor, requireAdmin } from "../auth";

export const MAX_ACTIVE_API_TOKENS = 20;
export const API_TOKEN_NAME_MAX_LENGTH = 100;

/** The largest daily spending limit: any money field's limit, $10,000,000.00. */
export const MAX_DAILY_SPEND_LIMIT_CENTS = MAX_MONEY_CENTS;

export interface ApiTokenOptions {
  /** Defaults to every scope, as tokens had before scopes existed. */
  scopes?: ApiTokenScope[] | null;
  expiresAt?: Date | null;
  dailySpendLimitCents?: number | null;
}

/** Creates a token for the signed-in customer; the plain token is returned here and never again. */
export async function createApiToken(ctx: RequestContext, rawName: string, options: ApiTokenOptions = {}): Promise<{ apiToken: ApiToken; token: string }> {
  const { customer } = requireActor(ctx, "SESSION", "CUSTOMER");
  if (rawName.length > API_TOKEN_NAME_MAX_LENGTH * 2) throw badField("name", `The token name can be at most ${API_TOKEN_NAME_MAX_LENGTH} characters.`);
  const name = rawName.trim();
  if (!name) throw badField("name", "Please enter a name for the token.");
  if (name.length > API_TOKEN_NAME_MAX_LENGTH) throw badField("name", `The token name can be at most ${API_TOKEN_NAME_MAX_LENGTH} characters.`);
  const scopes = checkScopes(options.scopes);
  const expiresAt = options.expiresAt ?? null;
  if (expiresAt && !(expiresAt.getTime() > ctx.clock.now().getTime())) throw badField("expiresAt", "The expiry date must be in the future.");
  const limit = options.dailySpendLimitCents ?? null;
  if (limit !== null && (!Number.isSafeInteger(limit) || limit <= 0)) {
    throw badField("dailySpendLimitCents", `The daily spending limit must be a whole number of cents from 1 to ${MAX_DAILY_SPEND_LIMIT_CENTS}.`);
  }
  if (limit !== null && limit > MAX_DAILY_SPEND_LIMIT_CENTS) throw badField("dailySpendLimitCents", moneyLimitMessage("The daily spending limit"));

  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(ApiToken);
    const active = await repo.countBy({ customerId: customer.id, revokedAt: IsNull() });
    if (active >= MAX_ACTIVE_API_TOKENS) {
      throw badInput(`You can have at most ${MAX_ACTIVE_API_TOKENS} active API tokens. Revoke one first.`, "TOO_MANY_API_TOKENS", {
        max: MAX_ACTIVE_API_TOKENS,
      });
    }
    const { token, hash, prefix } = generateApiTokenSecret();
    const apiToken = repo.create({
      customerId: customer.id,
      name,
      tokenHash: hash,
      prefix,
      createdAt: tx.clock.now(),
      lastUsedAt: null,
      revokedAt: null,
      scopes: scopes.join(","),
      expiresAt,
      dailySpendLimitCents: limit,
    });
    await repo.save(apiToken);
    await recordAudit(tx, {
      action: "api_token.created",
      entityType: "api_token",
      entityId: apiToken.id,
      details: { name, prefix, customerId: customer.id, scopes, expiresAt, dailySpendLimitCents: limit },
    });
    return { apiToken, token };
  });
}

function checkScopes(requested: ApiTokenScope[] | null | undefined): ApiTokenScope[] {
  if (requested === null || requested === undefined) return [...ALL_API_TOKEN_SCOPES];
  if (requested.length === 0) throw badField("scopes", "Choose at least one scope for the token.");
  if (requested.some((scope) => !ALL_API_TOKEN_SCOPES.includes(scope))) throw badField("scopes", `Scopes are ${ALL_API_TOKEN_SCOPES.join(", ")}.`);
  return ALL_API_TOKEN_SCOPES.filter((scope) => requested.includes(scope));
}

/** The signed-in customer's tokens, newest first, revoked ones included (with their revocation time). */
export async function listMyApiTokens(ctx: RequestContext): Promise<ApiToken[]> {
  const { customer } = requireActor(ctx, "SESSION");
  return ctx.manager.getRepository(ApiToken).find({ where: { customerId: customer.id }, order: { createdAt: "DESC", id: "ASC" } });
}

/** Admin view: every token, or one customer's. */
export async function listApiTokens(ctx: RequestContext, customerId?: string | null): Promise<ApiToken[]> {
  requireAdmin(ctx);
  return ctx.manager.getRepository(ApiToken).find({ where: customerId ? { customerId } : {}, order: { createdAt: "DESC", id: "ASC" } });
}

/** Revokes one of the caller's own tokens; someone else's token is "not found", not "forbidden", so ids leak nothing. */
export async function revokeApiToken(ctx: RequestContext, id: string): Promise<ApiToken> {
  const { customer } = requireActor(ctx, "SESSION");
  return revoke(ctx, id, { ownerId: customer.id, byAdmin: false });
}

export async function adminRevokeApiToken(ctx: RequestContext, id: string): Promise<ApiToken> {
  requireAdmin(ctx);
  return revoke(ctx, id, { byAdmin: true });
}

async function revoke(ctx: RequestContext, id: string, opts: { ownerId?: string; byAdmin: boolean }): Promise<ApiToken> {
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(ApiToken);
    const apiToken = await repo.findOneBy({ id });
    if (!apiToken || (opts.ownerId && apiToken.customerId !== opts.ownerId)) throw notFound("API token not found.");
    if (apiToken.revokedAt) return apiToken;
    apiToken.revokedAt = tx.clock.now();
    await repo.update({ id }, { revokedAt: apiToken.revokedAt });
    await recordAudit(tx, {
      action: "api_token.revoked",
      entityType: "api_token",
      entityId: id,
      details: { name: apiToken.name, prefix: apiToken.prefix, customerId: apiToken.customerId, byAdmin: opts.byAdmin },
    });
    return apiToken;
  });
}
