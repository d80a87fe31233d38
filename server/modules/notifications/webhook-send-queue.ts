import type { RequestContext } from "../../context";
import { placeholders, selectRows, sqlDateTime } from "../../db/raw-sql";
import { log } from "../../log";
import { attemptDelivery } from "./webhook-attempts";

export interface WebhookSendLimits {
  /** Sends in flight to one endpoint from one instance: a slow receiver holds only these. */
  perEndpoint: number;
  /** Sends in flight for one owner's endpoints from one instance: many slow receivers hold only these. */
  perOwner: number;
  /** Sends in flight from one instance, over every endpoint. */
  total: number;
  /**
   * Of `total`, the slots only an owner with nothing in flight may take: owners already sending
   * share the rest, so however many of them hold their whole share, another owner's due
   * delivery still starts at once.
   */
  reserve: number;
}

export const WEBHOOK_SEND_LIMITS: WebhookSendLimits = { perEndpoint: 2, perOwner: 8, total: 32, reserve: 8 };

interface DueDelivery {
  id: number;
  endpointId: string;
  ownerId: string;
  attempts: number;
}

/**
 * The webhook sends of one instance, by owner and endpoint. `startDue` claims what is due in fair
 * turns — round robin over owners (the owner with the fewest sends in flight first), and within an
 * owner over its endpoints — and starts each send without waiting for its answer, so deliveries
 * never wait on each other: a receiver that takes its whole timeout holds its own `perEndpoint`
 * sends, an owner's receivers together at most `perOwner`, and the `reserve` keeps room for an
 * owner with nothing in flight. When an attempt made here ends, `onSendEnded` asks for the next
 * claim. The limits are per instance; each attempt is still claimed through its lease
 * (attemptDelivery), so several instances never make the same one.
 */
export class WebhookSendQueue {
  private readonly byEndpoint = new Map<string, Set<number>>();
  private readonly byOwner = new Map<string, number>();
  private inFlight = 0;

  constructor(
    private readonly onSendEnded: () => void = () => undefined,
    private readonly limits: WebhookSendLimits = WEBHOOK_SEND_LIMITS,
  ) {}

  /**
   * Starts the due attempts there is room for, as background work of the instance (its close
   * waits for them); answers the sends started, each resolving to whether its attempt was made here.
   */
  async startDue(ctx: RequestContext): Promise<Array<Promise<boolean>>> {
    const room = this.limits.total - this.inFlight;
    if (room <= 0) return [];
    const busyIds = [...this.byEndpoint.values()].flatMap((ids) => [...ids]);
    const fullEndpoints = [...this.byEndpoint].filter(([, ids]) => ids.size >= this.limits.perEndpoint).map(([endpointId]) => endpointId);
    const fullOwners = [...this.byOwner].filter(([, n]) => n >= this.limits.perOwner).map(([ownerId]) => ownerId);
    // Rows of partly busy endpoints and owners that find no room are skipped: fetch enough for them too.
    const due = await dueInTurns(ctx, { ...this.limits, take: room + busyIds.length, busyIds, fullEndpoints, fullOwners });
    // An owner's turn counts its sends already in flight, so an idle owner goes before a busy one.
    const turnOf = new Map<number, number>();
    const seen = new Map<string, number>();
    for (const delivery of due) {
      const nth = (seen.get(delivery.ownerId) ?? 0) + 1;
      seen.set(delivery.ownerId, nth);
      turnOf.set(delivery.id, nth + (this.byOwner.get(delivery.ownerId) ?? 0));
    }
    const started: Array<Promise<boolean>> = [];
    for (const delivery of [...due].sort((a, b) => turnOf.get(a.id)! - turnOf.get(b.id)!)) {
      if (this.inFlight >= this.limits.total) break;
      if (!this.hasRoom(delivery)) continue;
      const ids = this.byEndpoint.get(delivery.endpointId) ?? new Set<number>();
      ids.add(delivery.id);
      this.byEndpoint.set(delivery.endpointId, ids);
      this.byOwner.set(delivery.ownerId, (this.byOwner.get(delivery.ownerId) ?? 0) + 1);
      this.inFlight += 1;
      started.push(this.send(ctx, delivery, ids));
    }
    return started;
  }

  private hasRoom(delivery: DueDelivery): boolean {
    if ((this.byEndpoint.get(delivery.endpointId)?.size ?? 0) >= this.limits.perEndpoint) return false;
    const ownerSends = this.byOwner.get(delivery.ownerId) ?? 0;
    if (ownerSends >= this.limits.perOwner) return false;
    return ownerSends === 0 || this.inFlight < this.limits.total - this.limits.reserve;
  }

  private send(ctx: RequestContext, delivery: DueDelivery, ids: Set<number>): Promise<boolean> {
    return ctx.instance.background
      .run("webhook-attempt", () => attemptDelivery(ctx, delivery.id, delivery.attempts))
      .catch((err: unknown) => {
        log.error("webhook attempt failed", { err, deliveryId: delivery.id });
        return false;
      })
      .then((made) => {
        ids.delete(delivery.id);
        if (!ids.size && this.byEndpoint.get(delivery.endpointId) === ids) this.byEndpoint.delete(delivery.endpointId);
        const ownerSends = this.byOwner.get(delivery.ownerId)! - 1;
        if (ownerSends) this.byOwner.set(delivery.ownerId, ownerSends);
        else this.byOwner.delete(delivery.ownerId);
        this.inFlight -= 1;
        // An attempt another instance holds is not asked for again at once (that would spin on its
        // lease for as long as its send lasts): the next poll or event claims it.
        if (made) this.onSendEnded();
        return made;
      });
  }
}

/**
 * Due deliveries in turns: an endpoint's n-th oldest due delivery is its turn n, and an owner's
 * deliveries are ordered by endpoint turn, so one endpoint's backlog never comes before another
 * endpoint's first; the answer is ordered by the owner's turn, so one owner's backlog never comes
 * before another owner's first. Deliveries this instance is sending, and endpoints and owners it
 * sends to as much as it may, are left out.
 */
async function dueInTurns(
  ctx: RequestContext,
  opts: { perEndpoint: number; perOwner: number; take: number; busyIds: number[]; fullEndpoints: string[]; fullOwners: string[] },
): Promise<DueDelivery[]> {
  const skipIds = opts.busyIds.length ? ` AND d.id NOT IN (${placeholders(opts.busyIds.length)})` : "";
  const skipEndpoints = opts.fullEndpoints.length ? ` AND d.endpoint_id NOT IN (${placeholders(opts.fullEndpoints.length)})` : "";
  const skipOwners = opts.fullOwners.length ? ` AND COALESCE(e.owner_id, d.endpoint_id) NOT IN (${placeholders(opts.fullOwners.length)})` : "";
  const rows = await selectRows<{ id: number | string; endpoint_id: string; owner_id: string; attempts: number | string }>(
    ctx.manager,
    `SELECT id, endpoint_id, owner_id, attempts FROM (
       SELECT id, endpoint_id, owner_id, attempts, next_attempt_at,
              ROW_NUMBER() OVER (PARTITION BY owner_id ORDER BY endpoint_turn, next_attempt_at, id) AS owner_turn
       FROM (
         SELECT d.id, d.endpoint_id, COALESCE(e.owner_id, d.endpoint_id) AS owner_id, d.attempts, d.next_attempt_at,
                ROW_NUMBER() OVER (PARTITION BY d.endpoint_id ORDER BY d.next_attempt_at, d.id) AS endpoint_turn
         FROM webhook_deliveries d LEFT JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= ?${skipIds}${skipEndpoints}${skipOwners}
       ) by_endpoint
       WHERE endpoint_turn <= ?
     ) by_owner
     WHERE owner_turn <= ?
     ORDER BY owner_turn, next_attempt_at, id
     LIMIT ?`,
    [sqlDateTime(ctx.db, ctx.clock.now()), ...opts.busyIds, ...opts.fullEndpoints, ...opts.fullOwners, opts.perEndpoint, opts.perOwner, opts.take],
  );
  return rows.map((r) => ({ id: Number(r.id), endpointId: r.endpoint_id, ownerId: r.owner_id, attempts: Number(r.attempts) }));
}
