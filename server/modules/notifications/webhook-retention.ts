import type { RequestContext } from "../../context";
import { JobLease } from "../../db/job-lease.entity";

/**
 * A webhook, Telegram or e-mail attempt's lease is only needed while the attempt may still run, and an abuse alert's for its
 * day; a day after they lapse they are noise.
 */
export async function pruneWebhookAttemptLeases(ctx: RequestContext): Promise<number> {
  const result = await ctx.transaction((tx) =>
    tx.manager
      .createQueryBuilder()
      .delete()
      .from(JobLease)
      .where("(name LIKE 'webhook:%' OR name LIKE 'telegram:%' OR name LIKE 'mail:%' OR name LIKE 'license-abuse:%') AND locked_until < :cutoff", {
        cutoff: new Date(ctx.clock.now().getTime() - 24 * 3600 * 1000),
      })
      .execute(),
  );
  return result.affected ?? 0;
}
