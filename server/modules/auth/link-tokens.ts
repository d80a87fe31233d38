import crypto from "node:crypto";
import { IsNull } from "typeorm";
import type { RequestContext } from "../../context";
import { AuthToken, type AuthTokenPurpose } from "./auth-token.entity";
import { invalidToken } from "./auth.errors";

const HOUR_MS = 3600 * 1000;

export const LINK_LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  confirm_email: 24 * HOUR_MS,
  reset_password: 1 * HOUR_MS,
  admin_setup: 24 * HOUR_MS,
  sign_in: HOUR_MS / 4,
};

/** Where each link opens in the web app. */
export const LINK_PATHS: Record<AuthTokenPurpose, string> = {
  confirm_email: "/auth/confirm-email",
  reset_password: "/auth/reset-password",
  admin_setup: "/auth/setup-admin",
  sign_in: "/auth/sign-in-link",
};

const sha256 = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * A fresh single-use link for `purpose` (and the customer, if any), returned as the full URL.
 * Only the token's SHA-256 is stored; earlier unused links of the same kind stop working, so
 * only the newest e-mail's link is live.
 */
export async function issueLink(ctx: RequestContext, purpose: AuthTokenPurpose, customerId: string | null): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = new Date();
  const tokens = ctx.manager.getRepository(AuthToken);
  await tokens.update({ purpose, customerId: customerId ?? IsNull(), usedAt: IsNull() }, { expiresAt: now });
  await tokens.insert({
    customerId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
    usedAt: null,
    createdAt: now,
  });
  return `${ctx.config.publicBaseUrl}${LINK_PATHS[purpose]}?token=${token}`;
}

/**
 * Marks the link used and returns its row, or throws INVALID_TOKEN when it is unknown, used,
 * expired or of another kind. One conditional UPDATE, so two concurrent uses cannot both win.
 */
export async function consumeLink(ctx: RequestContext, purpose: AuthTokenPurpose, token: string): Promise<AuthToken> {
  if (typeof token !== "string" || token.length === 0 || token.length > 128) throw invalidToken();
  const tokenHash = sha256(token.trim());
  const now = new Date();
  const result = await ctx.manager
    .createQueryBuilder()
    .update(AuthToken)
    .set({ usedAt: now })
    .where("token_hash = :tokenHash AND purpose = :purpose AND used_at IS NULL AND expires_at > :now", { tokenHash, purpose, now })
    .execute();
  if (result.affected !== 1) throw invalidToken();
  return ctx.manager.getRepository(AuthToken).findOneByOrFail({ tokenHash });
}

/** The customer whose link this was, when it has already been used (and not yet pruned); null otherwise. */
export async function usedLinkOwner(ctx: RequestContext, purpose: AuthTokenPurpose, token: string): Promise<string | null> {
  if (typeof token !== "string" || token.length === 0 || token.length > 128) return null;
  const row = await ctx.manager
    .getRepository(AuthToken)
    .findOne({ where: { tokenHash: sha256(token.trim()), purpose }, select: { customerId: true, usedAt: true } });
  return row?.usedAt ? row.customerId : null;
}

/** The live link's row without spending it (a sign-in link still waiting for its second factor), or INVALID_TOKEN. */
export async function peekLink(ctx: RequestContext, purpose: AuthTokenPurpose, token: string): Promise<AuthToken> {
  if (typeof token !== "string" || token.length === 0 || token.length > 128) throw invalidToken();
  const row = await ctx.manager.getRepository(AuthToken).findOneBy({ tokenHash: sha256(token.trim()), purpose, usedAt: IsNull() });
  if (!row || row.expiresAt.getTime() <= Date.now()) throw invalidToken();
  return row;
}

/** Used or expired link tokens serve no one; a daily sweep deletes those older than a day. */
export async function pruneLinkTokens(ctx: RequestContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 3600 * 1000);
  return ctx.transaction(async (tx) => {
    const result = await tx.manager
      .createQueryBuilder()
      .delete()
      .from(AuthToken)
      .where("expires_at < :cutoff OR (used_at IS NOT NULL AND used_at < :cutoff)", { cutoff })
      .execute();
    return result.affected ?? 0;
  });
}
