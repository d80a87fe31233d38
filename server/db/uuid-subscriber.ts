import crypto from "node:crypto";
import { EventSubscriber, type EntitySubscriberInterface, type InsertEvent } from "typeorm";
import { uuidKeyedEntities } from "./columns";

/** Fills in the uuid id of every insert that lacks one, whether by save() or by insert(). */
@EventSubscriber()
export class UuidSubscriber implements EntitySubscriberInterface {
  beforeInsert(event: InsertEvent<{ id?: string }>): void {
    if (!event.entity || !uuidKeyedEntities.has(event.metadata.target)) return;
    if (!event.entity.id) event.entity.id = crypto.randomUUID();
  }
}
