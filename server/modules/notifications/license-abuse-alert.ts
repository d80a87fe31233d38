import type { RequestContext } from "../../context";
import { acquireLease } from "../../db/job-lease";
import { recordNotification } from "./notification-outbox";

/** An address refused in this many minutes of the last hour is hammering the licence check, not retrying. */
export const ABUSE_MINUTES = 3;
const LOOKBACK_SECONDS = 3600;
const REALERT_SECONDS = 24 * 3600;
const BUCKET_PREFIX = "license-check:";

/**
 * Finds addresses that went over the licence-check rate limit repeatedly, from the shared
 * rate-limit counters (so every instance's hits count), and records one alert per address a day;
 * the day is a job lease named after the address, so instances agree on it.
 */
export async function checkLicenseCheckAbuse(ctx: RequestContext, now = ctx.clock.now().getTime()): Promise<number> {
  const limit = ctx.config.licenseCheckRateLimitPerMinute;
  const rows: Array<{ k: string; n: number | string }> = await ctx.manager.query(
    `SELECT bucket_key AS k, COUNT(*) AS n FROM rate_limit_hits
      WHERE bucket_key LIKE '${BUCKET_PREFIX}%' AND window_start >= ? AND hits > ? GROUP BY bucket_key`,
    [Math.floor(now / 1000) - LOOKBACK_SECONDS, limit],
  );
  let alerted = 0;
  for (const row of rows) {
    const minutes = Number(row.n);
    if (minutes < ABUSE_MINUTES) continue;
    const ip = row.k.slice(BUCKET_PREFIX.length, BUCKET_PREFIX.length + 45);
    if (!(await acquireLease(ctx.db, `license-abuse:${ip}`, REALERT_SECONDS, new Date(now)))) continue;
    await recordNotification(ctx, { type: "license_check.abuse", ownerId: null, data: { ip, minutesOverLimit: minutes, limitPerMinute: limit } });
    alerted++;
  }
  return alerted;
}
