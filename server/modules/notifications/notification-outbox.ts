import type { RequestContext } from "../../context";
import { NotificationEvent } from "./notification-event.entity";
import type { NotificationEventInput } from "./notification-events";

/**
 * Writes an event into the outbox in the caller's transaction; nothing is sent here. The row
 * commits or rolls back with the change it describes, and the dispatcher sends it afterwards.
 */
export async function recordNotification(tx: RequestContext, event: NotificationEventInput): Promise<void> {
  await tx.transaction(async (inner) => {
    await inner.manager.getRepository(NotificationEvent).insert({
      type: event.type,
      ownerId: event.ownerId,
      payload: JSON.stringify(event.data),
      createdAt: new Date(),
      fannedOutAt: null,
    });
    inner.afterCommit(() => void inner.events.emit("notification.recorded", {}));
  });
}
