import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import { hitRateLimit } from "../rate-limit/rate-limit.service";
import { ContactMessage } from "./contact-message.entity";

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const CONTACT_RATE_LIMIT = { name: "contact", limit: 5, windowSeconds: 3600 };
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_MESSAGE_LENGTH = 5000;

/** Validates and stores a contact-form message for admins; counted per IP so the form cannot be used to flood the inbox. */
export async function submitContactMessage(ctx: RequestContext, input: ContactMessageInput): Promise<void> {
  const name = input.name.trim();
  const email = input.email.trim();
  const subject = input.subject.trim();
  const message = input.message.trim();
  if (!name) throw badInput("Please enter your full name.");
  if (!email) throw badInput("Please enter your email address.");
  if (!EMAIL_FORMAT.test(email) || email.length > 255) throw badInput("Please enter a valid email address.");
  if (!subject) throw badInput("Please enter a subject.");
  if (!message) throw badInput("Please enter a message.");
  if (name.length > 255) throw badInput("The name must be at most 255 characters.");
  if (subject.length > 255) throw badInput("The subject must be at most 255 characters.");
  if (message.length > MAX_MESSAGE_LENGTH) throw badInput(`The message must be at most ${MAX_MESSAGE_LENGTH} characters.`);

  await hitRateLimit(ctx.db, CONTACT_RATE_LIMIT, ctx.meta.ip);
  await ctx.transaction((tx) =>
    tx.manager.getRepository(ContactMessage).insert({
      name,
      email,
      subject,
      message,
      customerId: ctx.actor?.customer.id ?? null,
      createdAt: new Date(),
      readAt: null,
    }),
  );
}
