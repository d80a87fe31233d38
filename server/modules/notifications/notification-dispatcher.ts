import { RequestContext, type AppInstance } from "../../context";
import { runAsBackgroundWork } from "../../jobs/background-work";
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
export const DISPATCH_SETTLE_MS = 200;

/**
 * Sends what the outbox holds, after commit and off the request path: started by a commit that
 * recorded an event, and every second for retries (webhooks, Telegram alerts, refused e-mails).
 * Runs never overlap within an instance; across instances the fan-out claim and the attempt leases
 * keep every step single.
 */
export function startNotificationDispatcher(instance: AppInstance): () => Promise<void> {
  const ctx = RequestContext.system(instance);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let waiting: NodeJS.Timeout | null = null;

  const runOnce = async () => {
    await fanOutNotifications(ctx);
    await Promise.all([runDueWebhookAttempts(ctx), runDueTelegramAlerts(ctx), retryDueEmails(ctx)]);
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (waiting) return;
    waiting = setTimeout(start, DISPATCH_SETTLE_MS);
  };
  const start = () => {
    waiting = null;
    if (stopped || running) return;
    again = false;
    running = runAsBackgroundWork("notification-dispatcher", async () => {
      try {
        await runOnce();
      } catch (err) {
        log.error("notification dispatch failed", { err });
      }
    }).finally(() => {
      running = null;
      // Commits during the run asked for another: it follows after the same short wait.
      if (again) kick();
    });
  };
  const unsubscribe = instance.events.on("notification.recorded", kick);
  const timer = setInterval(kick, POLL_MS);
  timer.unref();
  kick(); // whatever a killed instance left behind

  return async () => {
    // A run that was about to start still runs: what was committed before the stop is sent.
    if (waiting) {
      clearTimeout(waiting);
      start();
    }
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    await running;
  };
}
