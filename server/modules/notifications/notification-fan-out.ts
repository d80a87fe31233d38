import { IsNull } from "typeorm";
import type { RequestContext } from "../../context";
import { Customer } from "../customers/customer.entity";
import { sendAdminAlertsFor } from "./admin-alerts";
import { sendBuyerEmailFor } from "./buyer-emails";
import { NotificationEvent } from "./notification-event.entity";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { WebhookEndpoint } from "./webhook-endpoint.entity";

const FAN_OUT_BATCH = 50;

/** The JSON every receiver gets: the event id to drop repeats, its type, when, and its data. */
export function webhookBody(event: NotificationEvent): string {
  return JSON.stringify({ id: event.id, type: event.type, created: event.createdAt.toISOString(), data: JSON.parse(event.payload) });
}

/**
 * Turns outbox rows into one delivery per interested endpoint and the buyer's e-mail. Each row is claimed by a
 * conditional UPDATE in the same transaction as its deliveries, so with several instances one
 * fans it out and the others skip it. Returns how many events were fanned out.
 */
export async function fanOutNotifications(ctx: RequestContext): Promise<number> {
  const pending = await ctx.manager
    .getRepository(NotificationEvent)
    .find({ where: { fannedOutAt: IsNull() }, order: { createdAt: "ASC" }, take: FAN_OUT_BATCH });
  let done = 0;
  for (const event of pending) {
    const claimed = await ctx.transaction(async (tx) => {
      const now = new Date();
      const won = await tx.manager
        .createQueryBuilder()
        .update(NotificationEvent)
        .set({ fannedOutAt: now })
        .where("id = :id AND fanned_out_at IS NULL", { id: event.id })
        .execute();
      if (!won.affected) return false;
      const endpoints = await endpointsFor(tx, event);
      if (endpoints.length) {
        const body = webhookBody(event);
        await tx.manager.getRepository(WebhookDelivery).insert(
          endpoints.map((e) => ({
            endpointId: e.id,
            eventId: event.id,
            eventType: event.type,
            body,
            status: "pending" as const,
            attempts: 0,
            nextAttemptAt: now,
            windowStartedAt: now,
            lastAttemptAt: null,
            lastResponseCode: null,
            lastError: null,
            createdAt: now,
          })),
        );
      }
      await sendBuyerEmailFor(tx, event);
      await sendAdminAlertsFor(tx, event);
      return true;
    });
    if (claimed) done++;
  }
  return done;
}

/** A customer's endpoints hear about their own events; an admin's hear about every event in the shop. */
async function endpointsFor(tx: RequestContext, event: NotificationEvent): Promise<WebhookEndpoint[]> {
  const query = tx.manager
    .getRepository(WebhookEndpoint)
    .createQueryBuilder("e")
    .innerJoin(Customer, "c", "c.id = e.owner_id")
    .where("e.enabled = :enabled", { enabled: true });
  if (event.ownerId) query.andWhere("(e.owner_id = :owner OR c.role = 'admin')", { owner: event.ownerId });
  else query.andWhere("c.role = 'admin'");
  const endpoints = await query.getMany();
  return endpoints.filter((e) => e.events.split(",").includes(event.type));
}
