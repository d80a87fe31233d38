import { RequestContext, type AppInstance } from "../../context";
import { log } from "../../log";
import { retryDueEmails } from "../mail";
import { fanOutNotifications } from "./notification-fan-out";
import { runDueTelegramAlerts } from "./telegram-attempts";
import { WebhookSendQueue } from "./webhook-send-queue";

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
 * The fan-out, the webhook queue, the Telegram alerts and the e-mail retries each run on their
 * own coalesced runner (runs of one never overlap within an instance), so none waits for another:
 * a slow webhook receiver delays neither an alert nor another endpoint's webhook. Across
 * instances the fan-out claim and the attempt leases keep every step single.
 */
export function startNotificationDispatcher(instance: AppInstance): () => Promise<void> {
  const ctx = RequestContext.system(instance);
  // A run that was about to start still runs on stop: what was committed before the stop is sent.
  const sender = (name: string, work: () => Promise<unknown>) =>
    instance.background.coalesced(
      name,
      async () => {
        await work();
      },
      0,
      { runPendingOnStop: true },
    );
  const queue = new WebhookSendQueue(() => webhooks.kick());
  const webhooks = sender("webhook-queue", () => queue.startDue(ctx));
  const telegram = sender("telegram-alerts", () => runDueTelegramAlerts(ctx));
  const emails = sender("email-retries", () => retryDueEmails(ctx));
  const fanOut = instance.background.coalesced(
    "notification-dispatcher",
    async () => {
      try {
        await fanOutNotifications(ctx);
      } catch (err) {
        log.error("notification fan-out failed", { err });
      }
      webhooks.kick();
      telegram.kick();
      emails.kick();
    },
    DISPATCH_SETTLE_MS,
    { runPendingOnStop: true },
  );
  const unsubscribe = instance.events.on("notification.recorded", fanOut.kick);
  const timer = setInterval(fanOut.kick, POLL_MS);
  timer.unref();
  fanOut.kick(); // whatever a killed instance left behind

  return async () => {
    clearInterval(timer);
    unsubscribe();
    // The last fan-out asks the senders for a run, which their stop still makes; the sends those
    // start are the instance's background work, which its close waits for.
    await fanOut.stop();
    await Promise.all([webhooks.stop(), telegram.stop(), emails.stop()]);
  };
}
