import type { EventBus } from "../../events";
import { ApiToken } from "./api-token.entity";

export function subscribeApiTokens(events: EventBus): void {
  events.on("customer.deleting", ({ tx, customerId }) => tx.manager.getRepository(ApiToken).delete({ customerId }));
}
