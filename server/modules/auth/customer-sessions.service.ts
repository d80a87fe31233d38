import { IsNull, MoreThan, Not } from "typeorm";
import { SESSION_LIFETIME_HOURS } from "../../../common/limits";
import type { RequestContext } from "../../context";
import { badField, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { Customer } from "../customers";
import { CustomerSession } from "./customer-session.entity";
import { DEFAULT_SESSION_LIFETIME_HOURS } from "./session";
import { SESSION_LIFETIMES_ID, SessionLifetimes } from "./session-lifetimes.entity";
import { requireActor } from "./require-actor";
import { requireAdmin } from "./require-admin";

/** The most sessions the list shows; a person with more signs out everywhere. */
const SESSION_LIST_LIMIT = 50;

export interface SessionView {
  id: string;
  device: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** The signed-in customer's sessions that can still be used, most recently seen first. */
export async function listMySessions(ctx: RequestContext, idleMinutes: number): Promise<SessionView[]> {
  const actor = requireActor(ctx, "SESSION");
  const now = Date.now();
  // last_seen_at trails the cookie's activity claim by up to a minute (see SESSION_REFRESH_SECONDS).
  const idleCutoff = new Date(now - (idleMinutes + 1) * 60_000);
  const rows = await ctx.manager.getRepository(CustomerSession).find({
    where: { customerId: actor.customer.id, revokedAt: IsNull(), expiresAt: MoreThan(new Date(now)), lastSeenAt: MoreThan(idleCutoff) },
    order: { lastSeenAt: "DESC" },
    take: SESSION_LIST_LIMIT,
  });
  return rows.map((s) => ({
    id: s.id,
    device: describeDevice(s.userAgent),
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    current: s.id === actor.sessionId,
  }));
}

/** Signs one of the customer's own sessions out; another customer's id is not found. */
export async function revokeSession(ctx: RequestContext, id: string): Promise<void> {
  const actor = requireActor(ctx, "SESSION");
  if (typeof id !== "string" || id.length > 36) throw notFound("Session not found.");
  await ctx.transaction(async (tx) => {
    const result = await tx.manager
      .getRepository(CustomerSession)
      .update({ id, customerId: actor.customer.id, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!result.affected) throw notFound("Session not found.");
    await recordAudit(tx, { action: "session.revoke", entityType: "customer", entityId: actor.customer.id, details: { sessionId: id } });
  });
}

/** Ends the current session on the server (logout): its cookie stops working even if copied. */
export async function endCurrentSession(ctx: RequestContext): Promise<void> {
  const sessionId = ctx.actor?.sessionId;
  if (!sessionId) return;
  await ctx.manager.getRepository(CustomerSession).update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
}

/** Revokes every session row of the customer but `exceptId` (password change and reset; the token version bump does the rest). */
export async function revokeSessionsOf(ctx: RequestContext, customerId: string, exceptId?: string): Promise<void> {
  const where = exceptId ? { customerId, revokedAt: IsNull(), id: Not(exceptId) } : { customerId, revokedAt: IsNull() };
  await ctx.manager.getRepository(CustomerSession).update(where, { revokedAt: new Date() });
}

/**
 * Signs the customer out on every device, this one included: every session row is revoked,
 * and the token version moves on so that a cookie whose row was never recorded dies too.
 */
export async function signOutEverywhere(ctx: RequestContext): Promise<void> {
  const actor = requireActor(ctx, "SESSION");
  const customerId = actor.customer.id;
  await ctx.transaction(async (tx) => {
    await revokeSessionsOf(tx, customerId);
    await tx.manager.getRepository(Customer).increment({ id: customerId }, "tokenVersion", 1);
    await recordAudit(tx, { action: "session.sign_out_everywhere", entityType: "customer", entityId: customerId });
  });
}

/** Rows past their absolute end can no longer sign anyone in: a daily sweep deletes them. */
export async function pruneExpiredSessions(ctx: RequestContext, now = new Date()): Promise<number> {
  const result = await ctx.manager.createQueryBuilder().delete().from(CustomerSession).where("expires_at < :now", { now }).execute();
  return result.affected ?? 0;
}

export const SESSION_LIFETIME_LIMITS = { minHours: SESSION_LIFETIME_HOURS.min, maxHours: SESSION_LIFETIME_HOURS.max } as const;

export async function getSessionLifetimes(ctx: RequestContext): Promise<{ customerHours: number; adminHours: number }> {
  requireAdmin(ctx);
  const row = await ctx.manager.getRepository(SessionLifetimes).findOneBy({ id: SESSION_LIFETIMES_ID });
  return { customerHours: row?.customerHours ?? DEFAULT_SESSION_LIFETIME_HOURS.customer, adminHours: row?.adminHours ?? DEFAULT_SESSION_LIFETIME_HOURS.admin };
}

/** Admin: how long a session may last from sign-in, for customers and for admins. */
export async function updateSessionLifetimes(ctx: RequestContext, change: { customerHours: number; adminHours: number }): Promise<void> {
  requireAdmin(ctx);
  const { minHours, maxHours } = SESSION_LIFETIME_LIMITS;
  for (const [label, hours, field] of [
    ["Customer", change.customerHours, "customerSessionLifetimeHours"],
    ["Admin", change.adminHours, "adminSessionLifetimeHours"],
  ] as const) {
    if (!Number.isSafeInteger(hours) || hours < minHours || hours > maxHours) {
      throw badField(field, `${label} session lifetime must be a whole number of hours from ${minHours} to ${maxHours}.`);
    }
  }
  await ctx.transaction(async (tx) => {
    await tx.manager.getRepository(SessionLifetimes).upsert({ id: SESSION_LIFETIMES_ID, ...change }, ["id"]);
    await recordAudit(tx, { action: "settings.session_lifetimes_update", entityType: "session_lifetimes", entityId: SESSION_LIFETIMES_ID, details: change });
  });
}

/**
 * "Firefox on Windows" from a User-Agent, for the session list. The header is cut to 255
 * characters when stored, and the patterns below are plain substring tests.
 */
export function describeDevice(userAgent: string | null): string {
  const ua = (userAgent ?? "").slice(0, 255);
  if (!ua) return "Unknown device";
  const browser = ua.includes("Edg/")
    ? "Edge"
    : ua.includes("OPR/")
      ? "Opera"
      : ua.includes("Firefox/")
        ? "Firefox"
        : ua.includes("Chrome/") || ua.includes("Chromium/")
          ? "Chrome"
          : ua.includes("Safari/")
            ? "Safari"
            : null;
  const system = ua.includes("Android")
    ? "Android"
    : ua.includes("iPhone") || ua.includes("iPad")
      ? "iOS"
      : ua.includes("Windows")
        ? "Windows"
        : ua.includes("Mac OS X") || ua.includes("Macintosh")
          ? "macOS"
          : ua.includes("Linux")
            ? "Linux"
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? ua.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 60);
}
