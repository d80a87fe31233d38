/** What other domains use of notifications: record an event in their own transaction. */
export { recordNotification } from "./notification-outbox";
export { licenseEvent, type MachineDeactivationReason, orderCompletedEvent } from "./notification-events";
export { orderLinkKey, orderLinkKeyMatches, orderLinkUrl } from "./order-link";
