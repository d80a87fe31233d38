import { IsNull } from "typeorm";
import type { RequestContext } from "../../context";
import { changeRows, sqlDateTime } from "../../db/raw-sql";
import { Customer } from "../customers";
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
 * Turns outbox rows into one delivery per interested endpoint and the buyer's e-mail. Each row is
 * claimed by a conditional UPDATE in the same transaction as its deliveries, so with several
 * instances one fans it out and the others skip it. A batch is one transaction: what every event
 * of it reads alike (the site name and the admins' alert settings, see oncePerTransaction; the
 * webhook endpoints) is read once per batch, which under a burst of purchases cuts the fan-out's
 * statements per event from ten to four. Returns how many events were fanned out.
 */
export async function fanOutNotifications(ctx: RequestContext): Promise<number> {
  let done = 0;
  for (;;) {
    const pending = await ctx.manager
      .getRepository(NotificationEvent)
      .find({ where: { fannedOutAt: IsNull() }, order: { createdAt: "ASC" }, take: FAN_OUT_BATCH });
    if (!pending.length) return done;
    done += await ctx.transaction(async (tx) => {
      const endpoints = await webhookEndpointsFor(tx, pending);
      let claimed = 0;
      for (const event of pending) if (await fanOutOne(tx, event, endpoints(event))) claimed++;
      return claimed;
    });
    // A full batch may have left more behind (a burst of purchases): the next one follows at once.
    if (pending.length < FAN_OUT_BATCH) return done;
  }
}

/** One event's claim, deliveries and mails; false when another instance claimed it first. */
async function fanOutOne(tx: RequestContext, event: NotificationEvent, endpoints: WebhookEndpoint[]): Promise<boolean> {
  const now = tx.clock.now();
  const won = await changeRows(tx.manager, "UPDATE notification_outbox SET fanned_out_at = ? WHERE id = ? AND fanned_out_at IS NULL", [
    sqlDateTime(tx.db, now),
    event.id,
  ]);
  if (!won) return false;
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
}

/**
 * Who hears about each event of a batch: a customer's endpoints hear about their own events, an
 * admin's about every event in the shop. Two statements per batch (the admins' endpoints, and
 * those of the batch's owners), whatever its size; an endpoint whose owner is gone hears nothing.
 */
async function webhookEndpointsFor(tx: RequestContext, events: NotificationEvent[]): Promise<(event: NotificationEvent) => WebhookEndpoint[]> {
  const enabled = () =>
    tx.manager
      .getRepository(WebhookEndpoint)
      .createQueryBuilder("e")
      .innerJoin(Customer, "c", "c.id = e.owner_id")
      .where("e.enabled = :enabled", { enabled: true });
  const admins = await enabled().andWhere("c.role = 'admin'").getMany();
  const owners = [...new Set(events.map((e) => e.ownerId).filter((id): id is string => !!id))];
  const ofOwners = owners.length ? await enabled().andWhere("e.owner_id IN (:...owners)", { owners }).getMany() : [];
  return (event) => {
    const mine = event.ownerId ? ofOwners.filter((e) => e.ownerId === event.ownerId && !admins.some((a) => a.id === e.id)) : [];
    return [...admins, ...mine].filter((e) => e.events.split(",").includes(event.type));
  };
}
