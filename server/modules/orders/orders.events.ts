import type { EventBus } from "../../events";
import { closeReservations, deliverPaidReservation } from "./checkout.service";
import { Order } from "./order.entity";
import { PendingOrder } from "./pending-order.entity";
import { releaseReservationOfClosedPayment } from "./reservation-actions";
import { claimGuestOrders } from "./guest-claim";

export function subscribeOrders(events: EventBus): void {
  // Orders are the shop's records: they outlive their buyer, detached from the deleted account.
  events.on("customer.deleting", ({ tx, customerId }) => tx.manager.getRepository(Order).update({ customerId }, { customerId: null }));
  // A deleted customer's reservations end: their lines go back to stock.
  events.on("customer.deleting", async ({ tx, customerId }) => {
    const held = await tx.manager.getRepository(PendingOrder).find({ where: { customerId, status: "reserved" }, select: { id: true, couponId: true } });
    await closeReservations(tx, held, "account_deleted", tx.clock.now());
    await tx.manager.getRepository(PendingOrder).delete({ customerId });
  });
  // The guest orders of a confirmed e-mail join the account (its licences follow the e-mail already: listMyLicenses).
  events.on("customer.email_confirmed", ({ tx, customerId, email }) => claimGuestOrders(tx, customerId, email));
  // A reservation waiting for the payment just credited is delivered in the crediting transaction.
  events.on("payment.credited", ({ tx, paymentId }) => deliverPaidReservation(tx, paymentId));
  // A reservation whose payment failed, was cancelled or was rejected by an admin gives its lines back in the same transaction.
  events.on("payment.closed", ({ tx, paymentId, status }) => releaseReservationOfClosedPayment(tx, paymentId, status));
}
