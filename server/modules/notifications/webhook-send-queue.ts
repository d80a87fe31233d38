import type { RequestContext } from "../../context";
import { placeholders, selectRows, sqlDateTime } from "../../db/raw-sql";
import { log } from "../../log";
import { attemptDelivery } from "./webhook-attempts";

export interface WebhookSendLimits {
  /** Sends in flight to one endpoint from one instance: a slow receiver holds only these. */
  perEndpoint: number;
  /** Sends in flight from one instance, over every endpoint. */
  total: number;
}

export const WEBHOOK_SEND_LIMITS: WebhookSendLimits = { perEndpoint: 2, total: 32 };

interface DueDelivery {
  id: number;
  endpointId: string;
  attempts: number;
}

/**
 * The webhook sends of one instance, by endpoint. `startDue` claims what is due in turns — every
 * endpoint's oldest delivery first, then every endpoint's second — and starts each send without
 * waiting for its answer, so that deliveries never wait on each other across endpoints: a
 * receiver that takes its whole timeout holds its own `perEndpoint` sends and nothing else. When
 * an attempt made here ends, `onSendEnded` asks for the next claim. The limits are per instance;
 * each attempt is still claimed through its lease (attemptDelivery), so several instances never
 * make the same one.
 */
export class WebhookSendQueue {
  private readonly sending = new Map<string, Set<number>>();
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
    const busyIds = [...this.sending.values()].flatMap((ids) => [...ids]);
    const fullEndpoints = [...this.sending].filter(([, ids]) => ids.size >= this.limits.perEndpoint).map(([endpointId]) => endpointId);
    // Rows of partly busy endpoints that find no room are skipped: fetch enough for them too.
    const due = await dueInTurns(ctx, { perEndpoint: this.limits.perEndpoint, take: room + busyIds.length, busyIds, fullEndpoints });
    const started: Array<Promise<boolean>> = [];
    for (const delivery of due) {
      if (this.inFlight >= this.limits.total) break;
      const ids = this.sending.get(delivery.endpointId) ?? new Set<number>();
      if (ids.size >= this.limits.perEndpoint) continue;
      ids.add(delivery.id);
      this.sending.set(delivery.endpointId, ids);
      this.inFlight += 1;
      started.push(this.send(ctx, delivery, ids));
    }
    return started;
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
        if (!ids.size && this.sending.get(delivery.endpointId) === ids) this.sending.delete(delivery.endpointId);
        this.inFlight -= 1;
        // An attempt another instance holds is not asked for again at once (that would spin on its
        // lease for as long as its send lasts): the next poll or event claims it.
        if (made) this.onSendEnded();
        return made;
      });
  }
}

/**
 * Due deliveries in turns: turn n holds the n-th oldest due delivery of each endpoint, so one
 * endpoint's backlog never comes before another endpoint's first. Deliveries this instance is
 * sending, and endpoints it sends to as much as it may, are left out.
 */
async function dueInTurns(
  ctx: RequestContext,
  opts: { perEndpoint: number; take: number; busyIds: number[]; fullEndpoints: string[] },
): Promise<DueDelivery[]> {
  const skipIds = opts.busyIds.length ? ` AND id NOT IN (${placeholders(opts.busyIds.length)})` : "";
  const skipEndpoints = opts.fullEndpoints.length ? ` AND endpoint_id NOT IN (${placeholders(opts.fullEndpoints.length)})` : "";
  const rows = await selectRows<{ id: number | string; endpoint_id: string; attempts: number | string }>(
    ctx.manager,
    `SELECT id, endpoint_id, attempts FROM (
       SELECT id, endpoint_id, attempts, next_attempt_at,
              ROW_NUMBER() OVER (PARTITION BY endpoint_id ORDER BY next_attempt_at, id) AS turn
       FROM webhook_deliveries
       WHERE status = 'pending' AND next_attempt_at <= ?${skipIds}${skipEndpoints}
     ) due
     WHERE turn <= ?
     ORDER BY turn, next_attempt_at, id
     LIMIT ?`,
    [sqlDateTime(ctx.db, ctx.clock.now()), ...opts.busyIds, ...opts.fullEndpoints, opts.perEndpoint, opts.take],
  );
  return rows.map((r) => ({ id: Number(r.id), endpointId: r.endpoint_id, attempts: Number(r.attempts) }));
}
