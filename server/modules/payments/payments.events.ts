import type { EventBus } from "../../events";
import { cancelOpenPaymentsOf } from "./cancel-buyer-payments";

export function subscribePayments(events: EventBus): void {
  events.on("customer.deleting", ({ tx, customerId }) => cancelOpenPaymentsOf(tx, customerId));
}
