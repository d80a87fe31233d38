import { RequestContext, type AppInstance } from "../../context";
import { coalescedLowStockCheck } from "./low-stock-alert";

export function subscribeStock(instance: AppInstance): void {
  // A sale is what lowers the stock; the check runs after the sale's commit, outside its
  // transaction, and is coalesced under a burst of purchases (see coalescedLowStockCheck).
  const checkLowStockSoon = coalescedLowStockCheck(RequestContext.system(instance));
  instance.events.on("balance.changed", ({ kind }) => {
    if (kind === "purchase") checkLowStockSoon.kick();
  });
}
