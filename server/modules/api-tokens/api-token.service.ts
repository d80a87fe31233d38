import { IsNull } from "typeorm";
import type { RequestContext } from "../../context";
import { badInput, forbidden, notFound, unauthenticated } from "../../errors";
import { recordAudit } from "../audit/audit.service";
import { ApiToken } from "./api-token.entity";
import { generateApiTokenSecret } from "./api-token-secret";

export const MAX_ACTIVE_API_TOKENS = 20;
export const API_TOKEN_NAME_MAX_LENGTH = 100;

/** Creates a token for the signed-in customer; the plain token is returned here and never again. */
export async function createApiToken(ctx: RequestContext, rawName: string): Promise<{ apiToken: ApiToken; token: string }> {
  const customer = ctx.actor?.customer;
  if (!customer) throw unauthenticated();
  if (customer.role !== "customer") throw forbidden("API tokens are for customer accounts.");
  const name = rawName.trim();
  if (!name) throw badInput("Please enter a name for the token.");
  if (name.length > API_TOKEN_NAME_MAX_LENGTH) throw badInput(`The token name can be at most ${API_TOKEN_NAME_MAX_LENGTH} characters.`);

  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(ApiToken);
    const active = await repo.countBy({ customerId: customer.id, revokedAt: IsNull() });
    if (active >= MAX_ACTIVE_API_TOKENS) {
      throw badInput(`You can have at most ${MAX_ACTIVE_API_TOKENS} active API tokens. Revoke one first.`, "TOO_MANY_API_TOKENS");
    }
    const { token, hash, prefix } = generateApiTokenSecret();
    const apiToken = repo.create({ customerId: customer.id, name, tokenHash: hash, prefix, createdAt: new Date(), lastUsedAt: null, revokedAt: null });
    await repo.save(apiToken);
    await recordAudit(tx, { action: "api_token.created", entityType: "api_token", entityId: apiToken.id, details: { name, prefix, customerId: customer.id } });
    return { apiToken, token };
  });
}

/** The signed-in customer's tokens, newest first, revoked ones included (with their revocation time). */
export async function listMyApiTokens(ctx: RequestContext): Promise<ApiToken[]> {
  const customer = ctx.actor?.customer;
  if (!customer) throw unauthenticated();
  return ctx.manager.getRepository(ApiToken).find({ where: { customerId: customer.id }, order: { createdAt: "DESC", id: "ASC" } });
}

/** Admin view: every token, or one customer's. */
export async function listApiTokens(ctx: RequestContext, customerId?: string | null): Promise<ApiToken[]> {
  return ctx.manager.getRepository(ApiToken).find({ where: customerId ? { customerId } : {}, order: { createdAt: "DESC", id: "ASC" } });
}

/** Revokes one of the caller's own tokens; someone else's token is "not found", not "forbidden", so ids leak nothing. */
export async function revokeApiToken(ctx: RequestContext, id: string): Promise<ApiToken> {
  const customer = ctx.actor?.customer;
  if (!customer) throw unauthenticated();
  return revoke(ctx, id, { ownerId: customer.id, byAdmin: false });
}

export async function adminRevokeApiToken(ctx: RequestContext, id: string): Promise<ApiToken> {
  return revoke(ctx, id, { byAdmin: true });
}

async function revoke(ctx: RequestContext, id: string, opts: { ownerId?: string; byAdmin: boolean }): Promise<ApiToken> {
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(ApiToken);
    const apiToken = await repo.findOneBy({ id });
    if (!apiToken || (opts.ownerId && apiToken.customerId !== opts.ownerId)) throw notFound("API token not found.");
    if (apiToken.revokedAt) return apiToken;
    apiToken.revokedAt = new Date();
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
