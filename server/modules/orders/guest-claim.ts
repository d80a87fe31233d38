import { IsNull } from "typeorm";
import type { RequestContext } from "../../context";
import { recordAudit } from "../audit";
import { Order } from "./order.entity";

/**
 * Puts the guest orders of an e-mail into the account that just confirmed it (PRODUCT.md 19):
 * they show in its order list from then on, and their guest link keeps working. Only orders no
 * account holds are taken; the e-mail stays on them, so the admin still sees they were bought as a guest.
 */
export async function claimGuestOrders(tx: RequestContext, customerId: string, email: string): Promise<number> {
  const guestEmail = email.toLowerCase();
  const claimed = await tx.manager.getRepository(Order).update({ guestEmail, customerId: IsNull() }, { customerId });
  const n = claimed.affected ?? 0;
  if (n > 0) await recordAudit(tx, { action: "order.claim", entityType: "customer", entityId: customerId, details: { orders: n } });
  return n;
}
