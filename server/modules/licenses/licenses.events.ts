import type { EventBus } from "../../events";
import { License } from "./license.entity";
import { SoftwareSubscription } from "./software-subscription.entity";

export function subscribeLicenses(events: EventBus): void {
  // A licence keeps answering checks for whoever holds the key; it only loses its owner.
  events.on("customer.deleting", async ({ tx, customerId }) => {
    await tx.manager.getRepository(License).update({ customerId }, { customerId: null });
    await tx.manager.getRepository(SoftwareSubscription).update({ customerId }, { customerId: null });
  });
}
