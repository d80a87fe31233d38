import { IsNull } from "typeorm";
import { RequestContext, type AppInstance } from "../../server/context";
import { retryDueEmails } from "../../server/modules/mail";
import { NotificationEvent } from "../../server/modules/notifications/notification-event.entity";
import { fanOutNotifications } from "../../server/modules/notifications/notification-fan-out";
import { runDueTelegramAlerts } from "../../server/modules/notifications/telegram-attempts";
import { WebhookDelivery } from "../../server/modules/notifications/webhook-delivery.entity";
import { WebhookSendQueue } from "../../server/modules/notifications/webhook-send-queue";
import { waitFor } from "./fake-webhook-receiver";

/**
 * Instead of sleeping to see whether "anything more arrives": the tests below settle what the
 * database holds. A send only ever starts from a row (an unclaimed outbox event, a pending
 * delivery or alert, a failed e-mail with a next attempt), so once no such row is left for the
 * receiver under test, nothing more can be sent to it, however long one waits.
 */

/**
 * One dispatcher pass, driven by the test instead of the one-second interval, that waits for the
 * sends it starts (a queue of its own: the instance's sends in flight are left to their leases).
 */
export async function dispatchNow(app: AppInstance): Promise<{ fannedOut: number; webhooks: number; telegram: number; emails: number }> {
  const ctx = RequestContext.system(app);
  const fannedOut = await fanOutNotifications(ctx);
  const webhookSends = new WebhookSendQueue().startDue(ctx).then(async (sends) => (await Promise.all(sends)).filter(Boolean).length);
  const [webhooks, telegram, emails] = await Promise.all([webhookSends, runDueTelegramAlerts(ctx), retryDueEmails(ctx)]);
  return { fannedOut, webhooks, telegram, emails };
}

/** Waits (a poll with a deadline) until every recorded event is fanned out: its deliveries exist, or it has none. */
export async function everyEventFannedOut(app: AppInstance): Promise<void> {
  await waitFor("every notification event fanned out", async () => {
    await dispatchNow(app);
    return (await app.db.manager.getRepository(NotificationEvent).countBy({ fannedOutAt: IsNull() })) === 0;
  });
}

/**
 * Waits until the endpoint's deliveries are all final (delivered or failed: no pending attempt,
 * due now or later), then returns them with the number of attempts they recorded.
 */
export async function settledDeliveries(app: AppInstance, endpointId: string, timeoutMs = 20_000): Promise<{ rows: WebhookDelivery[]; attempts: number }> {
  await everyEventFannedOut(app);
  const rows = await waitFor(
    "every delivery final",
    async () => {
      const all = await app.db.manager.getRepository(WebhookDelivery).findBy({ endpointId });
      return all.every((d) => d.status !== "pending") && all;
    },
    timeoutMs,
  );
  return { rows, attempts: rows.reduce((n, d) => n + d.attempts, 0) };
}
