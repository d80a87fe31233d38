import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import {
  createWebhookEndpoint,
  DEFAULT_DELIVERY_LIST,
  deleteWebhookEndpoint,
  listMyWebhookEndpoints,
  listWebhookDeliveries,
  resendWebhookDelivery,
  setWebhookEndpointEnabled,
  WEBHOOK_RESEND_RATE_LIMIT,
  webhookEventTypesFor,
} from "./webhooks.service";
import { CreatedWebhookEndpointObject, WebhookDeliveryObject, WebhookEndpointObject } from "./webhooks.types";

/** Customers (by session or API token) and admins manage their own endpoints. */
@Resolver()
export class WebhooksResolver {
  @Authorized()
  @Query(() => [String], { description: "The event types you may subscribe an endpoint to." })
  webhookEventTypes(@Ctx() { ctx }: GqlContext): string[] {
    return [...webhookEventTypesFor(ctx.actor!.customer.role)];
  }

  @Authorized()
  @Query(() => [WebhookEndpointObject], { description: "Your webhook endpoints, oldest first." })
  async myWebhookEndpoints(@Ctx() { ctx }: GqlContext): Promise<WebhookEndpointObject[]> {
    return (await listMyWebhookEndpoints(ctx)).map(WebhookEndpointObject.from);
  }

  @Authorized()
  @Mutation(() => CreatedWebhookEndpointObject, { description: "Registers an endpoint. The returned `secret` is shown only once." })
  async createWebhookEndpoint(
    @Arg("url", () => String) url: string,
    @Arg("events", () => [String]) events: string[],
    @Ctx() { ctx }: GqlContext,
  ): Promise<CreatedWebhookEndpointObject> {
    const { endpoint, secret } = await createWebhookEndpoint(ctx, { url, events });
    return Object.assign(new CreatedWebhookEndpointObject(), { secret, endpoint: WebhookEndpointObject.from(endpoint) });
  }

  @Authorized()
  @Mutation(() => WebhookEndpointObject, { description: "Switches one of your endpoints on or off." })
  async setWebhookEndpointEnabled(
    @Arg("id", () => ID) id: string,
    @Arg("enabled", () => Boolean) enabled: boolean,
    @Ctx() { ctx }: GqlContext,
  ): Promise<WebhookEndpointObject> {
    return WebhookEndpointObject.from(await setWebhookEndpointEnabled(ctx, id, enabled));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Deletes one of your endpoints and its delivery log." })
  async deleteWebhookEndpoint(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    return deleteWebhookEndpoint(ctx, id);
  }

  @Authorized()
  @Query(() => [WebhookDeliveryObject], { description: "The delivery log of one of your endpoints, newest first." })
  async webhookDeliveries(
    @Arg("endpointId", () => ID) endpointId: string,
    @Arg("limit", () => Int, { nullable: true, defaultValue: DEFAULT_DELIVERY_LIST }) limit: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<WebhookDeliveryObject[]> {
    return (await listWebhookDeliveries(ctx, endpointId, limit ?? DEFAULT_DELIVERY_LIST)).map(WebhookDeliveryObject.from);
  }

  @Authorized()
  @Mutation(() => WebhookDeliveryObject, {
    description: `Sends a delivery again now, with the same event id and body. At most ${WEBHOOK_RESEND_RATE_LIMIT.limit} a minute per customer (WEBHOOK_RESEND_LIMITED).`,
  })
  async resendWebhookDelivery(@Arg("id", () => Int) id: number, @Ctx() { ctx }: GqlContext): Promise<WebhookDeliveryObject> {
    return WebhookDeliveryObject.from(await resendWebhookDelivery(ctx, id));
  }
}
