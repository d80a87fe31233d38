import type { RequestContext } from "../../context";
import { acquireLease } from "../../db/job-lease";
import { log } from "../../log";
import { Customer } from "../customers";
import { formatCount, mailLanguage, mailTexts, sendMail } from "../mail";
import { retryDelayMs } from "./retry-delay";
import { notBefore, pauseEndpoint, resumeAnsweringEndpoint } from "./webhook-endpoint-backoff";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { WebhookEndpoint } from "./webhook-endpoint.entity";
import { postWebhook, WEBHOOK_TIMEOUT_MS, type WebhookAnswer } from "./webhook-sender";

/** An attempt's lease outlives the request's timeout, so nobody else starts it while it may still be running. */
const ATTEMPT_LEASE_SECONDS = WEBHOOK_TIMEOUT_MS / 1000 + 50;

/**
 * A delivered answer slower than this still pauses its endpoint: a receiver that always answers
 * just under the timeout would otherwise hold its sends all the time and never be backed off.
 */
export const WEBHOOK_SLOW_ANSWER_MS = WEBHOOK_TIMEOUT_MS / 2;

/** The lease that makes one attempt of one delivery happen once across every instance. */
export function attemptLeaseName(deliveryId: number, attempt: number): string {
  return `webhook:${deliveryId}:${attempt}`;
}

/**
 * Makes the next attempt of one delivery, unless another instance holds it or made it already;
 * answers whether the attempt was made here. Which deliveries are attempted when is the send
 * queue's choice (webhook-send-queue.ts).
 */
export async function attemptDelivery(ctx: RequestContext, deliveryId: number, attemptsSoFar: number): Promise<boolean> {
  const attempt = attemptsSoFar + 1;
  if (!(await acquireLease(ctx.db, attemptLeaseName(deliveryId, attempt), ATTEMPT_LEASE_SECONDS, ctx.clock.now()))) return false;
  // Another instance may have made this attempt and released its row between our read and the lease.
  const delivery = await ctx.manager.getRepository(WebhookDelivery).findOneBy({ id: deliveryId });
  if (!delivery || delivery.status !== "pending" || delivery.attempts !== attemptsSoFar) return false;
  const endpoint = await ctx.manager.getRepository(WebhookEndpoint).findOneBy({ id: delivery.endpointId });
  const startedAt = ctx.clock.now();
  // Real time, not the context's clock: how long the receiver kept the connection is what counts.
  const sentAt = performance.now();
  const answer: WebhookAnswer = endpoint?.enabled
    ? await postWebhook({
        url: endpoint.url,
        body: delivery.body,
        secret: endpoint.secret,
        eventId: delivery.eventId,
        allowPrivateTargets: ctx.config.webhooks.allowPrivateTargets,
      })
    : { statusCode: null, error: "The endpoint is disabled." };
  await recordAttempt(ctx, delivery, endpoint, answer, startedAt, performance.now() - sentAt >= WEBHOOK_SLOW_ANSWER_MS);
  return true;
}

async function recordAttempt(
  ctx: RequestContext,
  delivery: WebhookDelivery,
  endpoint: WebhookEndpoint | null,
  answer: WebhookAnswer,
  startedAt: Date,
  slow: boolean,
): Promise<void> {
  const now = ctx.clock.now();
  const attempts = delivery.attempts + 1;
  const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
  const windowOver = now.getTime() - delivery.windowStartedAt.getTime() >= ctx.config.webhooks.retryWindowSeconds * 1000;
  const giveUp = !ok && (windowOver || !endpoint?.enabled);
  const error = ok ? null : (answer.error ?? `The receiver answered HTTP ${answer.statusCode}.`);
  await ctx.transaction(async (tx) => {
    let pausedUntil: Date | null = null;
    // A slow answer is delivered (no retry), but the endpoint's next sends wait as after a failure.
    if (ok && !slow) await resumeAnsweringEndpoint(tx, delivery.endpointId);
    else if (!giveUp) pausedUntil = await pauseEndpoint(tx, delivery.endpointId, startedAt);
    const retryAt = new Date(now.getTime() + retryDelayMs(ctx.config.webhooks.retryBaseMs, attempts));
    await tx.manager
      .createQueryBuilder()
      .update(WebhookDelivery)
      .set({
        attempts,
        status: ok ? "delivered" : giveUp ? "failed" : "pending",
        lastAttemptAt: now,
        lastResponseCode: answer.statusCode,
        lastError: error,
        nextAttemptAt: ok || giveUp ? now : notBefore(retryAt, pausedUntil),
      })
      .where("id = :id AND attempts = :before", { id: delivery.id, before: delivery.attempts })
      .execute();
    if (giveUp && windowOver && endpoint?.enabled) await disableFailingEndpoint(tx, endpoint, error!);
  });
  if (ok && slow) log.warn("webhook receiver answered slowly; endpoint paused", { deliveryId: delivery.id, endpointId: delivery.endpointId });
  if (!ok) log.warn("webhook delivery failed", { deliveryId: delivery.id, attempts, statusCode: answer.statusCode, error, gaveUp: giveUp });
}

/** After a whole retry window of failures: switch the endpoint off (once) and tell its owner. */
async function disableFailingEndpoint(tx: RequestContext, endpoint: WebhookEndpoint, lastError: string): Promise<void> {
  const reason = "Deliveries failed for the whole retry window.";
  const switched = await tx.manager
    .createQueryBuilder()
    .update(WebhookEndpoint)
    .set({ enabled: false, disabledReason: reason })
    .where("id = :id AND enabled = :on", { id: endpoint.id, on: true })
    .execute();
  if (!switched.affected) return;
  const owner = await tx.manager.getRepository(Customer).findOne({ where: { id: endpoint.ownerId }, select: { id: true, email: true, language: true } });
  if (!owner) return;
  const hours = Math.round(tx.config.webhooks.retryWindowSeconds / 360) / 10;
  const language = mailLanguage(owner.language);
  const t = mailTexts(language);
  await sendMail(tx, {
    to: owner.email,
    subject: t("webhookDisabled.subject"),
    text: [
      t("webhookDisabled.failed", { url: endpoint.url, hours: formatCount(hours, language) }),
      t("webhookDisabled.lastError", { error: lastError }),
      "",
      t("webhookDisabled.fix", { url: `${tx.config.publicBaseUrl}/settings` }),
    ].join("\n"),
  });
}
