import { pruneUsedChallenges } from "../modules/abuse/challenge.service";
import { pruneExpiredSessions } from "../modules/auth/customer-sessions.service";
import { pruneLinkTokens } from "../modules/auth/link-tokens";
import { pruneLoginFailures } from "../modules/auth/login-throttle";
import { pruneRefusedPaymentEvents } from "../modules/payments/payment-events";
import { pruneRateLimits } from "../modules/rate-limit/rate-limit.service";
import { checkLicenseCheckAbuse } from "../modules/notifications/license-abuse-alert";
import { sendLicenseExpiryNotices } from "../modules/notifications/license-expiry-job";
import { pruneWebhookAttemptLeases } from "../modules/notifications/webhook-retention";
import { sweepExpiredReservations } from "../modules/orders/reservation-sweep";
import { expireAbandonedPayments } from "../modules/payments/expire-payments";
import { checkLowStock } from "../modules/stock/low-stock-alert";
import type { ScheduledJob } from "./scheduler";

/** Periodic work; each runs on one instance per period (see acquireLease). */
export const scheduledJobs: ScheduledJob[] = [
  // Purchases check at once; this also catches bulk deletes and uploads.
  { name: "low-stock-alert", everySeconds: 30, run: async (ctx) => void (await checkLowStock(ctx)) },
  // Expired "pay the difference" reservations give their lines back within a minute.
  { name: "reservation-sweep", everySeconds: 60, run: async (ctx) => void (await sweepExpiredReservations(ctx)) },
  // Members' payments never settled show as Expired within 15 minutes of PAYMENT_EXPIRY_HOURS.
  { name: "expire-abandoned-payments", everySeconds: 900, run: async (ctx) => void (await expireAbandonedPayments(ctx)) },
  { name: "prune-rate-limits", everySeconds: 3600, run: (ctx) => pruneRateLimits(ctx.db, undefined, ctx.clock.now().getTime()) },
  { name: "prune-used-challenges", everySeconds: 3600, run: (ctx) => pruneUsedChallenges(ctx) },
  { name: "prune-link-tokens", everySeconds: 24 * 3600, run: async (ctx) => void (await pruneLinkTokens(ctx)) },
  { name: "prune-login-failures", everySeconds: 3600, run: (ctx) => pruneLoginFailures(ctx) },
  { name: "prune-expired-sessions", everySeconds: 24 * 3600, run: async (ctx) => void (await pruneExpiredSessions(ctx)) },
  // Hourly, so a reminder goes out within the hour its day starts, whichever instance runs it.
  { name: "license-expiry-notices", everySeconds: 3600, run: async (ctx) => void (await sendLicenseExpiryNotices(ctx)) },
  { name: "license-check-abuse-alert", everySeconds: 300, run: async (ctx) => void (await checkLicenseCheckAbuse(ctx)) },
  { name: "prune-webhook-attempt-leases", everySeconds: 24 * 3600, run: async (ctx) => void (await pruneWebhookAttemptLeases(ctx)) },
  {
    name: "prune-refused-payment-events",
    everySeconds: 24 * 3600,
    run: async (ctx) => void (await pruneRefusedPaymentEvents(ctx, ctx.config.payments.refusedEventRetentionDays)),
  },
];
