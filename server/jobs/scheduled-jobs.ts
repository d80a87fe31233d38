import { pruneLinkTokens } from "../modules/auth/link-tokens";
import { pruneRateLimits } from "../modules/rate-limit/rate-limit.service";
import { checkLowStock } from "../modules/stock/low-stock-alert";
import type { ScheduledJob } from "./scheduler";

/** Periodic work; each runs on one instance per period (see acquireLease). */
export const scheduledJobs: ScheduledJob[] = [
  // Purchases check at once; this also catches bulk deletes and uploads.
  { name: "low-stock-alert", everySeconds: 30, run: async (ctx) => void (await checkLowStock(ctx)) },
  { name: "prune-rate-limits", everySeconds: 3600, run: (ctx) => pruneRateLimits(ctx.db) },
  { name: "prune-link-tokens", everySeconds: 24 * 3600, run: async (ctx) => void (await pruneLinkTokens(ctx)) },
];
