import { RequestContext, type AppInstance } from "../../context";
import { runAsBackgroundWork } from "../../jobs/background-work";
import { log } from "../../log";
import { fanOutNotifications } from "./notification-fan-out";
import { runDueWebhookAttempts } from "./webhook-attempts";

/** How often an idle instance looks for due retries and for events another instance recorded. */
const POLL_MS = 1000;

/**
 * Sends what the outbox holds, after commit and off the request path: started by a commit that
 * recorded an event, and every second for retries. Runs never overlap within an instance; across
 * instances the fan-out claim and the attempt leases keep every step single.
 */
export function startNotificationDispatcher(instance: AppInstance): () => Promise<void> {
  const ctx = RequestContext.system(instance);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const runOnce = async () => {
    await fanOutNotifications(ctx);
    await runDueWebhookAttempts(ctx);
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runAsBackgroundWork("notification-dispatcher", async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch (err) {
          log.error("notification dispatch failed", { err });
        }
      } while (again && !stopped);
    }).finally(() => (running = null));
  };
  const unsubscribe = instance.events.on("notification.recorded", kick);
  const timer = setInterval(kick, POLL_MS);
  timer.unref();
  kick(); // whatever a killed instance left behind

  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    await running;
  };
}
