import { IsNull } from "typeorm";
import type { RequestContext } from "../../context";
import { changeRows, forUpdate, placeholders, selectRows, sqlDateTime } from "../../db/raw-sql";
import { Customer } from "../customers";
import { sendAdminAlertsFor } from "./admin-alerts";
import { readRecipientsOf, sendBuyerEmailFor } from "./buyer-emails";
import { NotificationEvent } from "./notification-event.entity";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { notBefore } from "./webhook-endpoint-backoff";
import { WebhookEndpoint } from "./webhook-endpoint.entity";

const FAN_OUT_BATCH = 50;

/** The JSON every receiver gets: the event id to drop repeats, its type, when, and its data. */
export function webhookBody(event: NotificationEvent): string {
  return JSON.stringify({ id: event.id, type: event.type, created: event.createdAt.toISOString(), data: JSON.parse(event.payload) });
}

/**
 * Turns outbox rows into one delivery per interested endpoint and the buyer's e-mail. A batch is
 * claimed (see claim) in the same transaction as its deliveries, so with several instances one
 * fans an event out and the others skip it. What the batch's events read is read once per batch:
 * the claim, the site name and the admins' alert settings (see oncePerTransaction), the webhook
 * endpoints and the buyers who get a mail (readRecipientsOf). Under a burst of purchases that
 * leaves one statement per event, its receipt's insert (was three, and ten before batching).
 * Returns how many events were fanned out.
 */
export async function fanOutNotifications(ctx: RequestContext): Promise<number> {
  let done = 0;
  for (;;) {
    const pending = await ctx.manager
      .getRepository(NotificationEvent)
      .find({ where: { fannedOutAt: IsNull() }, order: { createdAt: "ASC" }, take: FAN_OUT_BATCH });
    if (!pending.length) return done;
    const claimed = await ctx.transaction(async (tx) => {
      const mine = await claim(tx, pending);
      if (!mine.length) return 0;
      const endpoints = await webhookEndpointsFor(tx, mine);
      await readRecipientsOf(tx, mine);
      for (const event of mine) await fanOutOne(tx, event, endpoints(event));
      return mine.length;
    });
    done += claimed;
    // A full batch may have left more behind (a burst of purchases): the next one follows at once.
    // None claimed: another instance holds them all and goes on with what follows.
    if (pending.length < FAN_OUT_BATCH || claimed === 0) return done;
  }
}

/**
 * Claims the batch's events not yet fanned out, in two statements: their rows are locked (rows
 * another instance's fan-out holds are skipped, as it is fanning them out), then marked. On
 * SQLite one transaction writes at a time, so no lock is needed. Each event is fanned out by
 * the one transaction that claimed it; on Galera two nodes' claims of one row conflict at
 * commit and the loser runs again (Database.transaction), finding the row claimed.
 */
async function claim(tx: RequestContext, events: NotificationEvent[]): Promise<NotificationEvent[]> {
  const ids = events.map((e) => e.id);
  const open = await selectRows<{ id: string }>(
    tx.manager,
    `SELECT id FROM notification_outbox WHERE id IN (${placeholders(ids.length)}) AND fanned_out_at IS NULL${forUpdate(tx.db, { skipLocked: true })}`,
    ids,
  );
  if (!open.length) return [];
  const won = new Set(open.map((row) => row.id));
  const marked = await changeRows(
    tx.manager,
    `UPDATE notification_outbox SET fanned_out_at = ? WHERE id IN (${placeholders(won.size)}) AND fanned_out_at IS NULL`,
    [sqlDateTime(tx.db, tx.clock.now()), ...won],
  );
  // The rows are locked (or SQLite's one writer holds them): nothing can have claimed them since.
  if (marked !== won.size) throw new Error(`fan-out claimed ${marked} of ${won.size} locked events`);
  return events.filter((e) => won.has(e.id));
}

/** One claimed event's deliveries and mails. */
async function fanOutOne(tx: RequestContext, event: NotificationEvent, endpoints: WebhookEndpoint[]): Promise<void> {
  const now = tx.clock.now();
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
        // A paused endpoint's new deliveries wait for the end of its pause (webhook-endpoint-backoff.ts).
        nextAttemptAt: notBefore(now, e.pausedUntil),
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
