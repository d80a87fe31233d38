import { IsNull } from "typeorm";
import type { RequestContext } from "../../context";
import { notFound } from "../../errors";
import { recordAudit } from "../audit/audit.service";
import { ContactMessage } from "../contact/contact-message.entity";

export async function listContactMessages(
  ctx: RequestContext,
  page: { limit: number; offset: number },
): Promise<{ items: ContactMessage[]; total: number; unread: number }> {
  const repo = ctx.manager.getRepository(ContactMessage);
  const [items, total] = await repo.findAndCount({
    order: { id: "DESC" },
    take: Math.min(Math.max(1, Math.floor(page.limit)), 200),
    skip: Math.max(0, Math.floor(page.offset)),
  });
  return { items, total, unread: await repo.countBy({ readAt: IsNull() }) };
}

export async function markContactMessageRead(ctx: RequestContext, id: number): Promise<ContactMessage> {
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(ContactMessage);
    const message = await repo.findOneBy({ id });
    if (!message) throw notFound("Message not found.");
    if (!message.readAt) {
      message.readAt = new Date();
      await repo.update({ id }, { readAt: message.readAt });
      await recordAudit(tx, { action: "contact.read", entityType: "contact_message", entityId: String(id) });
    }
    return message;
  });
}
