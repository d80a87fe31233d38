import type { EventBus } from "../../events";
import { RecoveryCode } from "./recovery-code.entity";

export function subscribeTwoFactor(events: EventBus): void {
  events.on("customer.deleting", ({ tx, customerId }) => tx.manager.getRepository(RecoveryCode).delete({ customerId }));
}
