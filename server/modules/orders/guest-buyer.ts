import { isLanguage, type Language } from "../../../common/languages";
import type { RequestContext } from "../../context";
import { badField, badInput, unauthenticated } from "../../errors";
import { hashPassword, isValidEmail, normalizeEmail } from "../auth";

import { guestCheckoutEnabled } from "./checkout-settings";

const MAX_EMAIL_LENGTH = 254;
/** An order password is a buyer's second key to their order, not an account password: short is allowed, long is not. */
export const MIN_ORDER_PASSWORD = 6;
export const MAX_ORDER_PASSWORD = 128;

/** Who buys without an account, as the checkout receives it. */
export interface GuestDetails {
  email: string;
  /** Optional: with it, "Find my order" opens the order with its number and e-mail. */
  orderPassword?: string | null;
  /** The language of the buyer's e-mails (the page's). */
  language?: string | null;
}

/** A guest checked and ready: e-mail lower-cased, password hashed (before any transaction: argon2 takes tens of milliseconds). */
export interface CheckedGuest {
  email: string;
  passwordHash: string | null;
  language: Language;
}

/**
 * The guest's details, lengths first. Refuses when the shop sells to members only
 * (GUEST_CHECKOUT_OFF: the client sends the buyer to sign in, as the seed did).
 */
export async function checkedGuest(ctx: RequestContext, guest: GuestDetails | null | undefined): Promise<CheckedGuest> {
  if (!(await guestCheckoutEnabled(ctx))) throw unauthenticated();
  if (!guest || typeof guest.email !== "string" || !guest.email.trim())
    throw badField("email", "Enter your e-mail address: the goods and the link to your order are sent there.");
  if (guest.email.length > MAX_EMAIL_LENGTH) throw badField("email", "Please enter a valid email address.");
  const email = normalizeEmail(guest.email);
  if (!isValidEmail(email)) throw badField("email", "Please enter a valid email address.");
  const password = guest.orderPassword ?? "";
  if (password.length > MAX_ORDER_PASSWORD) throw badField("orderPassword", `An order password has at most ${MAX_ORDER_PASSWORD} characters.`);
  if (password && [...password].length < MIN_ORDER_PASSWORD)
    throw badField("orderPassword", `An order password has at least ${MIN_ORDER_PASSWORD} characters.`);
  if ((guest.language?.length ?? 0) > 8) throw badInput("Unknown language.");
  return {
    email,
    passwordHash: password ? await hashPassword(password) : null,
    language: isLanguage(guest.language) ? guest.language : "en",
  };
}
