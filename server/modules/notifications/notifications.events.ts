import type { EventBus } from "../../events";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { WebhookEndpoint } from "./webhook-endpoint.entity";

export function subscribeNotifications(events: EventBus): void {
  // A deleted customer's endpoints go with their signing secrets, and so does every delivery
  // queued for them: nothing is sent on the person's behalf once the account is gone.
  events.on("customer.deleting", async ({ tx, customerId }) => {
    await tx.manager
      .createQueryBuilder()
      .delete()
      .from(WebhookDelivery)
      .where("endpoint_id IN (SELECT e.id FROM webhook_endpoints e WHERE e.owner_id = :customerId)", { customerId })
      .execute();
    await tx.manager.getRepository(WebhookEndpoint).delete({ ownerId: customerId });
  });
}
