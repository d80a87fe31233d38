import type { RequestContext } from "../../context";
import { badField, badInput, DomainError, isDomainError, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { requireActor } from "../auth";
import { hitRateLimit, type RateLimitRule } from "../rate-limit";
import { CUSTOMER_EVENT_TYPES, NOTIFICATION_EVENT_TYPES, type NotificationEventType } from "./notification-events";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { WebhookEndpoint } from "./webhook-endpoint.entity";
import { assertPublicHost, PrivateTargetError } from "./webhook-sender";
import { generateWebhookSecret } from "./webhook-signature";

export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 1024;
export const DEFAULT_DELIVERY_LIST = 50;
export const MAX_DELIVERY_LIST = 200;
/** Each resend is a request to the owner's receiver that no event asked for: a few a minute per customer. */
export const WEBHOOK_RESEND_RATE_LIMIT: RateLimitRule = { name: "webhook-resend", limit: 10, windowSeconds: 60 };

/** The event types this caller may subscribe to: `stock.low` concerns the shop, so admins only. */
export function webhookEventTypesFor(role: string): readonly NotificationEventType[] {
  return role === "admin" ? NOTIFICATION_EVENT_TYPES : CUSTOMER_EVENT_TYPES;
}

/** Checks the URL's form and, unless private targets are allowed, that it resolves to public addresses only. */
async function requireWebhookUrl(ctx: RequestContext, raw: string): Promise<string> {
  const text = raw.trim();
  if (!text) throw badField("url", "Please enter the URL that should receive the events.");
  if (text.length > WEBHOOK_URL_MAX_LENGTH) throw badField("url", `The URL can be at most ${WEBHOOK_URL_MAX_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badField("url", "Please enter a full URL, starting with https://.");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw badField("url", "Please enter a full URL, starting with https://.");
  if (url.username || url.password) throw badField("url", "The URL must not contain a user name or password.");
  if (!ctx.config.webhooks.allowPrivateTargets) {
    try {
      await assertPublicHost(url.hostname);
    } catch (err) {
      if (err instanceof PrivateTargetError)
        throw badInput("This URL points to a private, loopback or link-local address. Webhooks can only reach public addresses.", "WEBHOOK_TARGET_PRIVATE", {
          field: "url",
        });
      throw badInput(`The host ${url.hostname} could not be found.`, "WEBHOOK_TARGET_UNKNOWN", { host: url.hostname, field: "url" });
    }
  }
  return url.toString();
}

function requireEvents(role: string, events: string[]): NotificationEventType[] {
  const allowed = webhookEventTypesFor(role);
  const chosen = [...new Set(events.map((e) => e.trim()))];
  if (!chosen.length) throw badField("events", "Please choose at least one event.");
  const unknown = chosen.find((e) => !(allowed as readonly string[]).includes(e));
  if (unknown) throw badField("events", `Unknown event "${unknown.slice(0, 40)}". Choose from: ${allowed.join(", ")}.`);
  return chosen as NotificationEventType[];
}

/** Registers an endpoint for the caller; the signing secret is returned here and never again. */
export async function createWebhookEndpoint(
  ctx: RequestContext,
  input: { url: string; events: string[] },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const { customer } = requireActor(ctx);
  if (input.events.length > NOTIFICATION_EVENT_TYPES.length * 2) throw badField("events", "Too many events.");
  const events = requireEvents(customer.role, input.events);
  const url = await requireWebhookUrl(ctx, input.url);
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(WebhookEndpoint);
    if ((await repo.countBy({ ownerId: customer.id })) >= MAX_WEBHOOK_ENDPOINTS) {
      throw badInput(`You can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Delete one first.`, "TOO_MANY_WEBHOOK_ENDPOINTS", {
        max: MAX_WEBHOOK_ENDPOINTS,
      });
    }
    const secret = generateWebhookSecret();
    const endpoint = repo.create({
      ownerId: customer.id,
      url,
      events: events.join(","),
      secret,
      enabled: true,
      disabledReason: null,
      createdAt: ctx.clock.now(),
    });
    await repo.save(endpoint);
    await recordAudit(tx, { action: "webhook_endpoint.created", entityType: "webhook_endpoint", entityId: endpoint.id, details: { url, events } });
    return { endpoint, secret };
  });
}

export async function listMyWebhookEndpoints(ctx: RequestContext): Promise<WebhookEndpoint[]> {
  const { customer } = requireActor(ctx);
  return ctx.manager.getRepository(WebhookEndpoint).find({ where: { ownerId: customer.id }, order: { createdAt: "ASC", id: "ASC" } });
}

/** Someone else's endpoint is "not found", so ids leak nothing. */
async function myEndpoint(ctx: RequestContext, id: string): Promise<WebhookEndpoint> {
  const { customer } = requireActor(ctx);
  const endpoint = await ctx.manager.getRepository(WebhookEndpoint).findOneBy({ id, ownerId: customer.id });
  if (!endpoint) throw notFound("Webhook endpoint not found.");
  return endpoint;
}

/** Switching back on is how an owner recovers an endpoint the retries disabled: it starts with no pause. */
export async function setWebhookEndpointEnabled(ctx: RequestContext, id: string, enabled: boolean): Promise<WebhookEndpoint> {
  requireActor(ctx);
  const endpoint = await myEndpoint(ctx, id);
  const change = enabled ? { enabled, disabledReason: null, failureStreak: 0, pausedUntil: null } : { enabled, disabledReason: null };
  await ctx.transaction((tx) => tx.manager.getRepository(WebhookEndpoint).update({ id: endpoint.id }, change));
  return { ...endpoint, ...change };
}

export async function deleteWebhookEndpoint(ctx: RequestContext, id: string): Promise<boolean> {
  requireActor(ctx);
  const endpoint = await myEndpoint(ctx, id);
  await ctx.transaction(async (tx) => {
    await tx.manager.getRepository(WebhookDelivery).delete({ endpointId: endpoint.id });
    await tx.manager.getRepository(WebhookEndpoint).delete({ id: endpoint.id });
    await recordAudit(tx, { action: "webhook_endpoint.deleted", entityType: "webhook_endpoint", entityId: endpoint.id, details: { url: endpoint.url } });
  });
  return true;
}

/** The endpoint's delivery log, newest first. */
export async function listWebhookDeliveries(ctx: RequestContext, endpointId: string, limit: number): Promise<WebhookDelivery[]> {
  requireActor(ctx);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_DELIVERY_LIST) throw badInput(`Limit must be between 1 and ${MAX_DELIVERY_LIST}.`);
  const endpoint = await myEndpoint(ctx, endpointId);
  return ctx.manager.getRepository(WebhookDelivery).find({ where: { endpointId: endpoint.id }, order: { id: "DESC" }, take: limit });
}

/**
 * Sends a delivery again now, with a fresh retry window; the receiver gets the same event id and
 * body. Counted per customer before anything is looked up, refused or not.
 */
export async function resendWebhookDelivery(ctx: RequestContext, deliveryId: number): Promise<WebhookDelivery> {
  const { customer } = requireActor(ctx);
  await hitResendLimit(ctx, customer.id);
  const delivery = await ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(WebhookDelivery);
    const row = await repo.findOneBy({ id: deliveryId });
    const endpoint = row && (await tx.manager.getRepository(WebhookEndpoint).findOneBy({ id: row.endpointId, ownerId: customer.id }));
    if (!row || !endpoint) throw notFound("Delivery not found.");
    if (!endpoint.enabled) throw badInput("Switch the endpoint on before resending.", "WEBHOOK_ENDPOINT_DISABLED");
    const now = tx.clock.now();
    await repo.update({ id: row.id }, { status: "pending", nextAttemptAt: now, windowStartedAt: now });
    return { ...row, status: "pending" as const, nextAttemptAt: now, windowStartedAt: now };
  });
  await ctx.events.emit("notification.recorded", {});
  return delivery;
}

/** The shop's RATE_LIMITED refusal, under a code of its own that names the limit. */
async function hitResendLimit(ctx: RequestContext, customerId: string): Promise<void> {
  const { limit, windowSeconds } = WEBHOOK_RESEND_RATE_LIMIT;
  try {
    await hitRateLimit(ctx.db, WEBHOOK_RESEND_RATE_LIMIT, customerId, ctx.clock.now().getTime());
  } catch (err) {
    if (!isDomainError(err) || err.code !== "RATE_LIMITED") throw err;
    const seconds = Number(err.params?.seconds ?? windowSeconds);
    throw new DomainError(
      "WEBHOOK_RESEND_LIMITED",
      `You can resend at most ${limit} deliveries a minute. Please try again in ${seconds} seconds.`,
      429,
      err.headers,
      { max: limit, seconds },
    );
  }
}
