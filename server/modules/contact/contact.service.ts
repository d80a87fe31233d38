import type { RequestContext } from "../../context";
import { badField, notFound } from "../../errors";
import { isValidEmail, requireAdmin } from "../auth";
import { hitRateLimit } from "../rate-limit";
import { ContactMessage } from "./contact-message.entity";
import { IsNull } from "typeorm";
import { recordAudit } from "../audit";

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const CONTACT_RATE_LIMIT = { name: "contact", limit: 5, windowSeconds: 3600 };
const MAX_CONTACT_MESSAGE_LENGTH = 5000;

/** Validates and stores a contact-form message for admins; counted per IP so the form cannot be used to flood the inbox. */
export async function submitContactMessage(ctx: RequestContext, input: ContactMessageInput): Promise<void> {
  const name = input.name.trim();
  const email = input.email.trim();
  const subject = input.subject.trim();
  const message = input.message.trim();
  if (!name) throw badField("name", "Please enter your full name.");
  if (!email) throw badField("email", "Please enter your email address.");
  // isValidEmail checks the length before its (linear) pattern: the form's old pattern was quadratic.
  if (!isValidEmail(email)) throw badField("email", "Please enter a valid email address.");
  if (!subject) throw badField("subject", "Please enter a subject.");
  if (!message) throw badField("message", "Please enter a message.");
  if (name.length > 255) throw badField("name", "The name must be at most 255 characters.");
  if (subject.length > 255) throw badField("subject", "The subject must be at most 255 characters.");
  if (message.length > MAX_CONTACT_MESSAGE_LENGTH) throw badField("message", `The message must be at most ${MAX_CONTACT_MESSAGE_LENGTH} characters.`);

  await hitRateLimit(ctx.db, CONTACT_RATE_LIMIT, ctx.meta.ip, ctx.clock.now().getTime());
  await ctx.transaction((tx) =>
    tx.manager.getRepository(ContactMessage).insert({
      name,
      email,
      subject,
      message,
      customerId: ctx.actor?.customer.id ?? null,
      createdAt: ctx.clock.now(),
      readAt: null,
    }),
  );
}

export async function listContactMessages(
  ctx: RequestContext,
  page: { limit: number; offset: number },
): Promise<{ items: ContactMessage[]; total: number; unread: number }> {
  requireAdmin(ctx);
  const repo = ctx.manager.getRepository(ContactMessage);
  const [items, total] = await repo.findAndCount({
    order: { id: "DESC" },
    take: Math.min(Math.max(1, Math.floor(page.limit)), 200),
    skip: Math.max(0, Math.floor(page.offset)),
  });
  return { items, total, unread: await repo.countBy({ readAt: IsNull() }) };
}

export async function markContactMessageRead(ctx: RequestContext, id: number): Promise<ContactMessage> {
  requireAdmin(ctx);
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(ContactMessage);
    const message = await repo.findOneBy({ id });
    if (!message) throw notFound("Message not found.");
    if (!message.readAt) {
      message.readAt = tx.clock.now();
      await repo.update({ id }, { readAt: message.readAt });
      await recordAudit(tx, { action: "contact.read", entityType: "contact_message", entityId: String(id) });
    }
    return message;
  });
}
