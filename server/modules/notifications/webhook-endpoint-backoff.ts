import type { RequestContext } from "../../context";
import { retryDelayMs } from "./retry-delay";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { WebhookEndpoint } from "./webhook-endpoint.entity";

/**
 * A receiver that fails (an error status, a refused connection, a timeout) or answers slowly
 * (WEBHOOK_SLOW_ANSWER_MS) is paused on its own: its pending deliveries are moved to the end of the
 * pause, and new ones start there, so a slow or broken receiver spends its own time and never
 * another endpoint's. Each pause that ends in another failure or slow answer is twice as long as
 * the one before (retryDelayMs of the streak, at most an hour); an attempt delivered in time ends
 * the streak. Called in the transaction that records the attempt; answers when the endpoint may be
 * tried again (null: at once).
 */
export async function pauseEndpoint(tx: RequestContext, endpointId: string, attemptStartedAt: Date): Promise<Date | null> {
  const seen = await currentPause(tx, endpointId);
  if (!seen) return null;
  // Attempts that were already on their way when the pause began failed with the same fault: one
  // pause per step of the streak, however many sends the endpoint had in flight.
  if (seen.pausedUntil && seen.pausedUntil > attemptStartedAt) return seen.pausedUntil;
  const streak = seen.failureStreak + 1;
  const until = new Date(tx.clock.now().getTime() + retryDelayMs(tx.config.webhooks.retryBaseMs, streak));
  const paused = await tx.manager
    .createQueryBuilder()
    .update(WebhookEndpoint)
    .set({ failureStreak: streak, pausedUntil: until })
    .where("id = :id AND failure_streak = :seen", { id: endpointId, seen: seen.failureStreak })
    .execute();
  // Another instance's attempt paused (or resumed) the endpoint between the read and the update.
  if (!paused.affected) return (await currentPause(tx, endpointId))?.pausedUntil ?? null;
  await tx.manager
    .createQueryBuilder()
    .update(WebhookDelivery)
    .set({ nextAttemptAt: until })
    .where("endpoint_id = :id AND status = :pending AND next_attempt_at < :until", { id: endpointId, pending: "pending", until })
    .execute();
  return until;
}

/** An attempt delivered in time proves the receiver works: its streak ends and its pause is lifted. */
export async function resumeAnsweringEndpoint(tx: RequestContext, endpointId: string): Promise<void> {
  await tx.manager
    .createQueryBuilder()
    .update(WebhookEndpoint)
    .set({ failureStreak: 0, pausedUntil: null })
    .where("id = :id AND failure_streak > 0", { id: endpointId })
    .execute();
}

/** The later of a delivery's own retry time and its endpoint's pause. */
export function notBefore(at: Date, pausedUntil: Date | null): Date {
  return pausedUntil && pausedUntil > at ? pausedUntil : at;
}

function currentPause(tx: RequestContext, endpointId: string): Promise<Pick<WebhookEndpoint, "failureStreak" | "pausedUntil"> | null> {
  return tx.manager.getRepository(WebhookEndpoint).findOne({ where: { id: endpointId }, select: { id: true, failureStreak: true, pausedUntil: true } });
}
