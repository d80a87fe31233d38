import { RequestContext, type AppInstance } from "../../context";
import { log } from "../../log";
import { retryDueEmails } from "../mail";
import { fanOutNotifications } from "./notification-fan-out";
import { runDueTelegramAlerts } from "./telegram-attempts";
import { runDueWebhookAttempts } from "./webhook-attempts";

/** How often an idle instance looks for due retries and for events another instance recorded. */
const POLL_MS = 1000;

/**
 * How long a run waits after the commit that asked for it, so that the events of a burst of
 * purchases are fanned out in batches (one transaction each) rather than one by one between
 * every two purchases.
 */
export const DISPATCH_SETTLE_MS = 25;

/**
 * Sends what the outbox holds, after commit and off the request path: started by a commit that
 * recorded an event, and every second for retries (webhooks, Telegram alerts, refused e-mails).
 * Runs never overlap within an instance (a coalesced runner of the instance's background work);
 * across instances the fan-out claim and the attempt leases keep every step single.
 */
export function startNotificationDispatcher(instance: AppInstance): () => Promise<void> {
  const ctx = RequestContext.system(instance);
  const runner = instance.background.coalesced(
    "notification-dispatcher",
    async () => {
      try {
        await fanOutNotifications(ctx);
        await Promise.all([runDueWebhookAttempts(ctx), runDueTelegramAlerts(ctx), retryDueEmails(ctx)]);
      } catch (err) {
        log.error("notification dispatch failed", { err });
      }
    },
    DISPATCH_SETTLE_MS,
    // A run that was about to start still runs: what was committed before the stop is sent.
    { runPendingOnStop: true },
  );
  const unsubscribe = instance.events.on("notification.recorded", runner.kick);
  const timer = setInterval(runner.kick, POLL_MS);
  timer.unref();
  runner.kick(); // whatever a killed instance left behind

  return async () => {
    clearInterval(timer);
    unsubscribe();
    await runner.stop();
  };
}
