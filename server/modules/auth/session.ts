import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import jwt from "jsonwebtoken";
import type { Config } from "../../config";
import type { Actor } from "../../context";
import type { Database } from "../../db/transaction";
import { Customer } from "../customers/customer.entity";

export const SESSION_COOKIE = "bia_session";
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;

interface SessionClaims {
  sub: string;
  tv: number;
}

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
  constructor(
    private readonly secret: string,
    private readonly config: Config,
  ) {}

  /** A signed session token for this customer (what the cookie holds). */
  token(customer: Pick<Customer, "id" | "tokenVersion">): string {
    return jwt.sign({ sub: customer.id, tv: customer.tokenVersion } satisfies SessionClaims, this.secret, {
      algorithm: "HS256",
      expiresIn: SESSION_TTL_SECONDS,
    });
  }

  issue(res: Response, customer: Customer): void {
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

  /** The signed-in customer, re-read from the database so role and revocation apply at once. */
  async actorFromRequest(db: Database, req: Request): Promise<Actor | null> {
    const token = req.cookies?.[SESSION_COOKIE];
    if (typeof token !== "string" || token === "") return null;
    let claims: SessionClaims;
    try {
      claims = jwt.verify(token, this.secret, { algorithms: ["HS256"] }) as unknown as SessionClaims;
    } catch {
      return null;
    }
    const customer = await db.manager.getRepository(Customer).findOneBy({ id: claims.sub });
    if (!customer || customer.tokenVersion !== claims.tv) return null;
    return { customer, via: "session" };
  }
}
