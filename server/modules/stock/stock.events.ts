import { RequestContext, type AppInstance } from "../../context";
import { log } from "../../log";
import { checkLowStock } from "./low-stock-alert";

export function subscribeStock(instance: AppInstance): void {
  // A sale is what lowers the stock; the check runs after the sale's commit, outside its transaction.
  instance.events.on("balance.changed", ({ kind }) => {
    if (kind !== "purchase") return;
    void checkLowStock(RequestContext.system(instance)).catch((err) => log.error("low-stock check failed", { err }));
  });
}
