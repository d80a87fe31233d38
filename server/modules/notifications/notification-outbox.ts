import crypto from "node:crypto";
import type { RequestContext } from "../../context";
import { sqlDateTime } from "../../db/raw-sql";
import type { NotificationEventInput } from "./notification-events";

/**
 * Writes an event into the outbox in the caller's transaction; nothing is sent here. The row
 * commits or rolls back with the change it describes, and the dispatcher sends it afterwards.
 */
export async function recordNotification(tx: RequestContext, event: NotificationEventInput): Promise<void> {
  await tx.transaction(async (inner) => {
    // Hand-written (see server/db/raw-sql.ts): every purchase writes one.
    await inner.manager.query("INSERT INTO notification_outbox (id, type, owner_id, payload, created_at, fanned_out_at) VALUES (?, ?, ?, ?, ?, NULL)", [
      crypto.randomUUID(),
      event.type,
      event.ownerId,
      JSON.stringify(event.data),
      sqlDateTime(inner.db, inner.clock.now()),
    ]);
    inner.afterCommit(() => void inner.events.emit("notification.recorded", {}));
  });
}
