import { Field, ID, Int, ObjectType } from "type-graphql";
import type { WebhookDelivery } from "./webhook-delivery.entity";
import type { WebhookEndpoint } from "./webhook-endpoint.entity";

/** An endpoint as its owner sees it: never the secret. */
@ObjectType("WebhookEndpoint", { description: "A URL the shop POSTs chosen events to, signed with the endpoint's secret." })
export class WebhookEndpointObject {
  @Field(() => ID) id: string;
  @Field(() => String) url: string;
  @Field(() => [String], { description: "Event types sent here, e.g. order.completed." }) events: string[];
  @Field(() => Boolean, { description: "False once switched off by its owner or after a whole retry window of failures." }) enabled: boolean;
  @Field(() => String, { nullable: true }) disabledReason: string | null;
  @Field(() => Date) createdAt: Date;

  static from(e: WebhookEndpoint): WebhookEndpointObject {
    return Object.assign(new WebhookEndpointObject(), {
      id: e.id,
      url: e.url,
      events: e.events.split(","),
      enabled: e.enabled,
      disabledReason: e.disabledReason,
      createdAt: e.createdAt,
    });
  }
}

@ObjectType("CreatedWebhookEndpoint")
export class CreatedWebhookEndpointObject {
  @Field(() => String, { description: "The signing secret (whsec_…). It is shown only this once; store it with your receiver." })
  secret: string;

  @Field(() => WebhookEndpointObject)
  endpoint: WebhookEndpointObject;
}

@ObjectType("WebhookDelivery", { description: "One event on its way to one endpoint: the delivery log's row." })
export class WebhookDeliveryObject {
  @Field(() => Int) id: number;
  @Field(() => ID, { description: "The event id the receiver sees (the same on a resend)." }) eventId: string;
  @Field(() => String) eventType: string;
  @Field(() => String, { description: "pending (sending or waiting to retry), delivered or failed." }) status: string;
  @Field(() => Int) attempts: number;
  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status on the last attempt; null when it did not answer." }) lastResponseCode:
    number | null;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field(() => Date, { nullable: true }) lastAttemptAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When the next attempt is due, while pending." }) nextAttemptAt: Date | null;
  @Field(() => Date) createdAt: Date;

  static from(d: WebhookDelivery): WebhookDeliveryObject {
    return Object.assign(new WebhookDeliveryObject(), {
      id: d.id,
      eventId: d.eventId,
      eventType: d.eventType,
      status: d.status,
      attempts: d.attempts,
      lastResponseCode: d.lastResponseCode,
      lastError: d.lastError,
      lastAttemptAt: d.lastAttemptAt,
      nextAttemptAt: d.status === "pending" ? d.nextAttemptAt : null,
      createdAt: d.createdAt,
    });
  }
}
