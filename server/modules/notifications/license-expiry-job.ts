import { And, IsNull, LessThanOrEqual, MoreThan, Not } from "typeorm";
import type { RequestContext } from "../../context";
import { isUniqueViolation } from "../../db/dialect";
import { License, recordLicenseEvent } from "../licenses";
import { licenseEvent } from "./notification-events";
import { recordNotification } from "./notification-outbox";
import { sendLicenseExpiryNotice } from "./buyer-emails";
import { LicenseExpiryNotice } from "./license-expiry-notice.entity";

const DAY_MS = 24 * 3600 * 1000;
/** An expiry further back than this is not announced: a new install does not mail about old licences. */
const EXPIRED_LOOKBACK_DAYS = 7;

/**
 * Mails "expires in 7 days" and "expired" once per licence and expiry date; the "expired" one also
 * records the webhook `license.expired` and the licence's history entry, for every active licence
 * (with or without an owner to mail). The notice row and the
 * e-mail are written in one transaction; its primary key makes a second instance's insert fail,
 * which rolls its e-mail back with it.
 */
export async function sendLicenseExpiryNotices(ctx: RequestContext, now = ctx.clock.now()): Promise<number> {
  const repo = ctx.manager.getRepository(License);
  const owned = { customerId: Not(IsNull()), status: true };
  const soon = await repo.find({ where: { ...owned, expiresAt: And(MoreThan(now), LessThanOrEqual(new Date(now.getTime() + 7 * DAY_MS))) } });
  // Every licence that expired is news for webhooks (license.expired), its owner's mail or not.
  const expired = await repo.find({
    where: { status: true, expiresAt: And(MoreThan(new Date(now.getTime() - EXPIRED_LOOKBACK_DAYS * DAY_MS)), LessThanOrEqual(now)) },
  });
  let sent = 0;
  for (const [licenses, kind] of [
    [soon, "expires_soon"],
    [expired, "expired"],
  ] as const) {
    for (const license of licenses) {
      if (await ctx.manager.getRepository(LicenseExpiryNotice).existsBy({ licenseId: license.id, kind, expiresAt: license.expiresAt })) continue;
      try {
        await ctx.transaction(async (tx) => {
          await tx.manager.getRepository(LicenseExpiryNotice).insert({ licenseId: license.id, kind, expiresAt: license.expiresAt, sentAt: now });
          if (license.customerId) await sendLicenseExpiryNotice(tx, license.customerId, license, kind);
          if (kind === "expired") {
            await recordNotification(tx, licenseEvent("license.expired", license));
            await recordLicenseEvent(tx, { licenseId: license.id, kind: "expired", actor: "system" }, now);
          }
        });
        sent++;
      } catch (err) {
        // Another instance sent this notice first.
        if (!isUniqueViolation(err)) throw err;
      }
    }
  }
  return sent;
}
