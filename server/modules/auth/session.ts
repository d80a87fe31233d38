import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import jwt from "jsonwebtoken";
import type { Config } from "../../config";
import type { Actor } from "../../context";
import type { Database } from "../../db/transaction";
import { Customer } from "../customers/customer.entity";
import { SETTINGS_ID, SiteSettings } from "../catalog/site-settings.entity";

export const SESSION_COOKIE = "bia_session";
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;

interface SessionClaims {
  sub: string;
  tv: number;
  /** Last activity (unix seconds): the idle timeout counts from here. */
  la: number;
}

/** A session's last-activity claim is refreshed at most this often, so most requests set no cookie. */
export const SESSION_REFRESH_SECONDS = 60;
/** How long an instance trusts its copy of the session-timeout setting (other instances pick up a change within this). */
const IDLE_TIMEOUT_CACHE_MS = 30_000;

/** The configured secret, or one generated once into the data directory. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, "jwt.secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}

export class Sessions {
  private idleTimeout = { minutes: 30, readAt: -Infinity };

  constructor(
    private readonly secret: string,
    private readonly config: Config,
  ) {}

  /** A signed session token for this customer (what the cookie holds). */
  token(customer: Pick<Customer, "id" | "tokenVersion">, lastActivityMs = Date.now()): string {
    const la = Math.floor(lastActivityMs / 1000);
    return jwt.sign({ sub: customer.id, tv: customer.tokenVersion, la } satisfies SessionClaims, this.secret, {
      algorithm: "HS256",
      expiresIn: SESSION_TTL_SECONDS,
    });
  }

  issue(res: Response, customer: Pick<Customer, "id" | "tokenVersion">): void {
    const token = this.token(customer);
    res.cookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.config.cookieSecure,
      path: "/",
      maxAge: SESSION_TTL_SECONDS * 1000,
    });
  }

  clear(res: Response): void {
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure: this.config.cookieSecure, path: "/" });
  }

  /** Called after the setting changes, so this instance applies it at once. */
  forgetIdleTimeout(): void {
    this.idleTimeout.readAt = -Infinity;
  }

  /** The admin's session-timeout setting, in minutes of inactivity. */
  private async idleTimeoutMinutes(db: Database): Promise<number> {
    if (Date.now() - this.idleTimeout.readAt > IDLE_TIMEOUT_CACHE_MS) {
      const settings = await db.manager.getRepository(SiteSettings).findOne({ where: { id: SETTINGS_ID }, select: { id: true, sessionTimeoutMinutes: true } });
      this.idleTimeout = { minutes: settings?.sessionTimeoutMinutes ?? 30, readAt: Date.now() };
    }
    return this.idleTimeout.minutes;
  }

  /**
   * The signed-in customer, re-read from the database so role and revocation apply at once.
   * A session idle for longer than the session timeout is signed out; an active one gets a
   * fresh last-activity claim (sliding expiry), re-issued at most once a minute.
   */
  async actorFromRequest(db: Database, req: Request): Promise<Actor | null> {
    const token = req.cookies?.[SESSION_COOKIE];
    if (typeof token !== "string" || token === "") return null;
    let claims: SessionClaims;
    try {
      claims = jwt.verify(token, this.secret, { algorithms: ["HS256"] }) as unknown as SessionClaims;
    } catch {
      return null;
    }
    const nowSeconds = Math.floor(Date.now() / 1000);
    const lastActivity = claims.la ?? (claims as { iat?: number }).iat ?? 0;
    if (nowSeconds - lastActivity > (await this.idleTimeoutMinutes(db)) * 60) {
      if (req.res) this.clear(req.res);
      return null;
    }
    const customer = await db.manager.getRepository(Customer).findOneBy({ id: claims.sub });
    if (!customer || customer.tokenVersion !== claims.tv) return null;
    if (nowSeconds - lastActivity >= SESSION_REFRESH_SECONDS && req.res && !req.res.headersSent) this.issue(req.res, customer);
    return { customer, via: "session" };
  }
}
