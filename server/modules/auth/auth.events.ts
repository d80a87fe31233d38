import type { EventBus } from "../../events";
import { AuthToken } from "./auth-token.entity";
import { CustomerSession } from "./customer-session.entity";

export function subscribeAuth(events: EventBus): void {
  events.on("customer.deleting", async ({ tx, customerId }) => {
    await tx.manager.getRepository(AuthToken).delete({ customerId });
    await tx.manager.getRepository(CustomerSession).delete({ customerId });
  });
}
