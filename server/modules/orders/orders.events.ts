import type { EventBus } from "../../events";
import { Order } from "./order.entity";

export function subscribeOrders(events: EventBus): void {
  // Orders are the shop's records: they outlive their buyer, detached from the deleted account.
  events.on("customer.deleting", ({ tx, customerId }) => tx.manager.getRepository(Order).update({ customerId }, { customerId: null }));
}
