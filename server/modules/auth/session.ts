import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import jwt from "jsonwebtoken";
import type { Config } from "../../config";
import type { Actor, RequestMeta } from "../../context";
import { EntityColumns, textParam } from "../../db/raw-sql";
import type { Database } from "../../db/transaction";
import { Customer } from "../customers";
import { SETTINGS_ID, SiteSettings } from "../catalog";
import { CustomerSession } from "./customer-session.entity";
import { SESSION_LIFETIMES_ID, SessionLifetimes } from "./session-lifetimes.entity";

export const SESSION_COOKIE = "bia_session";

interface SessionClaims {
  sub: string;
  /** The customer_sessions row this cookie belongs to. */
  sid: string;
  tv: number;
  /** Sign-in time (unix seconds): the absolute lifetime counts from here. */
  st: number;
  /** Last activity (unix seconds): the idle timeout counts from here. */
  la: number;
  exp: number;
}

/** A session's last-activity claim (and its row's last_seen_at) is refreshed at most this often, so most requests write nothing. */
export const SESSION_REFRESH_SECONDS = 60;
/** How long an instance trusts its copy of the session settings (other instances pick up a change within this). */
const SETTINGS_CACHE_MS = 30_000;

export const DEFAULT_SESSION_LIFETIME_HOURS = { customer: 720, admin: 12 } as const;

interface SessionPolicy {
  idleMinutes: number;
  lifetimeHours: { customer: number; admin: number };
  readAt: number;
}

/** The configured secret, or one generated once into the data directory. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, "jwt.secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}

const derivedKeys = new WeakMap<Config, Map<string, Buffer>>();

/**
 * A 32-byte HMAC key for one purpose (`info`), derived from the session secret (JWT_SECRET, the
 * same on every instance), so any instance verifies what another issued and no new secret needs
 * configuring; made once per config and purpose.
 */
export function derivedSecretKey(config: Config, info: string): Buffer {
  let keys = derivedKeys.get(config);
  if (!keys) derivedKeys.set(config, (keys = new Map()));
  let key = keys.get(info);
  if (!key) keys.set(info, (key = Buffer.from(crypto.hkdfSync("sha256", resolveJwtSecret(config), "", info, 32))));
  return key;
}

export class Sessions {
  private policy: SessionPolicy = { idleMinutes: 30, lifetimeHours: { ...DEFAULT_SESSION_LIFETIME_HOURS }, readAt: -Infinity };
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken first tries it as a PEM
   * public key and builds a secret key only after that throws, on every request.
   */
  private readonly signingKey: crypto.KeyObject;
  private readonly actorQueries = new WeakMap<Database, { sql: string; customer: EntityColumns<Customer> }>();

  constructor(
    private readonly secret: string,
    private readonly config: Config,
  ) {
    this.signingKey = crypto.createSecretKey(Buffer.from(secret));
  }

  /**
   * A signed session token (what the cookie holds). Without `session` it names a new session
   * id, whose row is recorded on first use: that is how tools and tests mint a session.
   */
  token(
    customer: Pick<Customer, "id" | "tokenVersion">,
    lastActivityMs = Date.now(),
    session: { id: string; startedAt: number; expiresAt: number } = newSessionTimes(lastActivityMs, DEFAULT_SESSION_LIFETIME_HOURS.customer),
  ): string {
    const claims: SessionClaims = {
      sub: customer.id,
      sid: session.id,
      tv: customer.tokenVersion,
      st: Math.floor(session.startedAt / 1000),
      la: Math.floor(lastActivityMs / 1000),
      exp: Math.floor(session.expiresAt / 1000),
    };
    return jwt.sign(claims, this.signingKey, { algorithm: "HS256" });
  }

  /** Starts a session for this browser: records its row and sets the cookie. */
  async issue(db: Database, res: Response, customer: Pick<Customer, "id" | "tokenVersion" | "role">, meta: RequestMeta): Promise<string> {
    const hours = (await this.readPolicy(db)).lifetimeHours[customer.role];
    const times = newSessionTimes(Date.now(), hours);
    await db.manager.getRepository(CustomerSession).insert({
      id: times.id,
      customerId: customer.id,
      createdAt: new Date(times.startedAt),
      lastSeenAt: new Date(times.startedAt),
      expiresAt: new Date(times.expiresAt),
      userAgent: meta.userAgent?.slice(0, 255) ?? null,
      ipHash: this.ipHash(meta.ip),
    });
    this.setCookie(res, this.token(customer, times.startedAt, times), times.expiresAt);
    return times.id;
  }

  /** Re-signs this session's cookie after the customer's token version changed (password change). */
  reissue(res: Response, customer: Pick<Customer, "id" | "tokenVersion">, req: Request): void {
    const claims = this.verify(req.cookies?.[SESSION_COOKIE]);
    if (!claims) return;
    const session = { id: claims.sid, startedAt: claims.st * 1000, expiresAt: claims.exp * 1000 };
    this.setCookie(res, this.token(customer, Date.now(), session), session.expiresAt);
  }

  clear(res: Response): void {
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure: this.config.cookieSecure, path: "/" });
  }

  /** Called after the settings change, so this instance applies them at once. */
  forgetPolicy(): void {
    this.policy.readAt = -Infinity;
  }

  /**
   * The signed-in customer and the session's row, read in one query so role and revocation
   * apply at once. A session idle for longer than the session timeout, or older than its
   * absolute lifetime, is signed out; an active one gets a fresh last-activity claim (sliding
   * expiry), re-issued at most once a minute.
   */
  async actorFromRequest(db: Database, req: Request): Promise<Actor | null> {
    const claims = this.verify(req.cookies?.[SESSION_COOKIE]);
    if (!claims) return null;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const policy = await this.readPolicy(db);
    if (nowSeconds - claims.la > policy.idleMinutes * 60) return this.signedOut(req);
    const row = await db.firstRow<Record<string, unknown> & { session_id: string | null; session_revoked_at: unknown }>(this.actorQuery(db).sql, [
      claims.sid,
      claims.sub,
    ]);
    const customer = row ? this.actorQuery(db).customer.hydrate(row) : undefined;
    if (!customer || !row || customer.tokenVersion !== claims.tv || row.session_revoked_at != null) return this.signedOut(req);
    if (nowSeconds - claims.st > policy.lifetimeHours[customer.role] * 3600) return this.signedOut(req);
    if (row.session_id == null) await this.recordMintedSession(db, claims, req);
    if (nowSeconds - claims.la >= SESSION_REFRESH_SECONDS && req.res && !req.res.headersSent) {
      const session = { id: claims.sid, startedAt: claims.st * 1000, expiresAt: claims.exp * 1000 };
      this.setCookie(req.res, this.token(customer, Date.now(), session), session.expiresAt);
      if (row.session_id != null) await db.manager.getRepository(CustomerSession).update({ id: claims.sid }, { lastSeenAt: new Date() });
    }
    return { customer, via: "session", sessionId: claims.sid };
  }

  /**
   * The statement of the lookup above, written once per database: the customer's row (every
   * column, hydrated as the entity) and its session's id and revocation, by primary keys.
   */
  private actorQuery(db: Database): { sql: string; customer: EntityColumns<Customer> } {
    let query = this.actorQueries.get(db);
    if (!query) {
      const customer = new EntityColumns(db.dataSource, Customer, "c");
      query = {
        customer,
        sql: `SELECT ${customer.selectList}, s.id AS session_id, s.revoked_at AS session_revoked_at FROM customers c LEFT JOIN customer_sessions s ON s.id = ${textParam(db)} AND s.customer_id = c.id WHERE c.id = ${textParam(db)}`,
      };
      this.actorQueries.set(db, query);
    }
    return query;
  }

  /** The keyed hash stored instead of the address. */
  private ipHash(ip: string): string {
    return crypto.createHmac("sha256", this.secret).update(`session-ip:${ip}`).digest("hex");
  }

  /** The session policy: idle timeout and absolute lifetimes, cached for a few seconds. */
  async readPolicy(db: Database): Promise<SessionPolicy> {
    if (Date.now() - this.policy.readAt > SETTINGS_CACHE_MS) {
      const settings = await db.manager.getRepository(SiteSettings).findOne({ where: { id: SETTINGS_ID }, select: { id: true, sessionTimeoutMinutes: true } });
      const lifetimes = await db.manager.getRepository(SessionLifetimes).findOneBy({ id: SESSION_LIFETIMES_ID });
      this.policy = {
        idleMinutes: settings?.sessionTimeoutMinutes ?? 30,
        lifetimeHours: {
          customer: lifetimes?.customerHours ?? DEFAULT_SESSION_LIFETIME_HOURS.customer,
          admin: lifetimes?.adminHours ?? DEFAULT_SESSION_LIFETIME_HOURS.admin,
        },
        readAt: Date.now(),
      };
    }
    return this.policy;
  }

  private verify(token: unknown): SessionClaims | null {
    if (typeof token !== "string" || token === "") return null;
    try {
      const claims = jwt.verify(token, this.signingKey, { algorithms: ["HS256"] }) as Partial<SessionClaims>;
      // Cookies from before sessions had ids name no row that could be revoked: sign in again.
      if (typeof claims.sid !== "string" || typeof claims.st !== "number" || typeof claims.la !== "number") return null;
      return claims as SessionClaims;
    } catch {
      return null;
    }
  }

  private signedOut(req: Request): null {
    if (req.res && !req.res.headersSent) this.clear(req.res);
    return null;
  }

  /** A validly signed cookie whose row does not exist yet (minted by token()): recorded now, so it can be listed and revoked. */
  private async recordMintedSession(db: Database, claims: SessionClaims, req: Request): Promise<void> {
    await db.manager
      .createQueryBuilder()
      .insert()
      .into(CustomerSession)
      .values({
        id: claims.sid,
        customerId: claims.sub,
        createdAt: new Date(claims.st * 1000),
        lastSeenAt: new Date(),
        expiresAt: new Date(claims.exp * 1000),
        userAgent: req.headers["user-agent"]?.slice(0, 255) ?? null,
        ipHash: this.ipHash(req.ip ?? "unknown"),
      })
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  private setCookie(res: Response, token: string, expiresAtMs: number): void {
    res.cookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.config.cookieSecure,
      path: "/",
      maxAge: Math.max(0, expiresAtMs - Date.now()),
    });
  }
}

function newSessionTimes(startMs: number, lifetimeHours: number) {
  return { id: crypto.randomUUID(), startedAt: startMs, expiresAt: startMs + lifetimeHours * 3600_000 };
}
