import crypto from "node:crypto";
import type { Request, Response } from "express";
import type { Config } from "../../config";

export const DEVICE_COOKIE = "bia_device";
const DEVICE_COOKIE_DAYS = 365;

/**
 * A browser that once signed in to an account keeps a signed cookie naming that account. Past
 * the per-account sign-in limit, a correct password from such a browser still works, so
 * someone hammering an address cannot lock its owner out.
 */
export class KnownDevices {
  constructor(
    private readonly secret: string,
    private readonly config: Config,
  ) {}

  remember(res: Response, customerId: string): void {
    const device = crypto.randomBytes(16).toString("base64url");
    res.cookie(DEVICE_COOKIE, `${customerId}.${device}.${this.sign(customerId, device)}`, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.config.cookieSecure,
      path: "/",
      maxAge: DEVICE_COOKIE_DAYS * 24 * 3600_000,
    });
  }

  /** Whether this request comes from a browser that signed in to `customerId` before. */
  isKnown(req: Request, customerId: string): boolean {
    const value = req.cookies?.[DEVICE_COOKIE];
    if (typeof value !== "string" || value.length > 200) return false;
    const [id, device, signature] = value.split(".");
    if (id !== customerId || !device || !signature) return false;
    const expected = Buffer.from(this.sign(customerId, device));
    const given = Buffer.from(signature);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  private sign(customerId: string, device: string): string {
    return crypto.createHmac("sha256", this.secret).update(`known-device:${customerId}:${device}`).digest("base64url");
  }
}
