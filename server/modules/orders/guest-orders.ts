import crypto from "node:crypto";
import { In } from "typeorm";
import type { RequestContext } from "../../context";
import { badInput, notFound } from "../../errors";
import { clientAddressKey } from "../../ip-address";
import { isValidEmail, normalizeEmail, verifyAgainstDecoy, verifyPassword } from "../auth";

import { Payment } from "../payments";
import { hitRateLimit } from "../rate-limit";
import { checkBlocklists, enforceChallenge } from "../abuse";
import { sendMail, mailLanguage, mailTexts } from "../mail";
import { orderLinkKey, orderLinkKeyMatches } from "../notifications";
import { accessTokenMatches, normalizeOrderNumber, ORDER_NUMBER_LENGTH } from "./order-access";
import { OrderAccess } from "./order-access.entity";
import { OrderLookupLink } from "./order-lookup-link.entity";
import { linesOfOrders } from "./order-lines";
import type { OrderLine } from "./order-line.entity";
import { Order } from "./order.entity";
import { PendingOrder } from "./pending-order.entity";

/**
 * A guest's way back to an order (PRODUCT.md 19). Goods are shown only to someone who proved the
 * order's access token (the browser that placed it), its e-mail link, or its password with its
 * number and e-mail; an e-mail alone only gets a one-time link sent to that address. Wrong guesses
 * are counted per address and per order, so neither a number nor a password can be walked.
 */

/** Wrong secrets one address may send in 10 minutes, and one order may receive. */
const GUESSES_PER_ADDRESS = { name: "order-guess-address", limit: 20, windowSeconds: 600 };
const GUESSES_PER_ORDER = { name: "order-guess-order", limit: 5, windowSeconds: 600 };
/** "Send me my orders": per address and per e-mail, so nobody is flooded with mail. */
const LINKS_PER_ADDRESS = { name: "order-links-address", limit: 5, windowSeconds: 3600 };
const LINKS_PER_EMAIL = { name: "order-links-email", limit: 3, windowSeconds: 3600 };
const LOOKUP_LINK_LIFETIME_MS = 60 * 60_000;
const MAX_SECRET = 128;

export type GuestOrderStatus = "awaiting_payment" | "delivered" | "expired" | "cancelled";

/** What a guest who proved access sees: the order, its lines, and (once delivered) the goods. */
export interface GuestOrderView {
  orderId: string;
  number: string;
  email: string;
  status: GuestOrderStatus;
  createdAt: Date;
  expiresAt: Date | null;
  totalCents: number;
  discountCents: number;
  lines: OrderLine[];
  paymentId: string | null;
  paymentUrl: string | null;
  paymentStatus: string | null;
  hasPassword: boolean;
  /** The e-mail link's token, for the page to keep the order reachable after a reload. */
  linkToken: string;
}

/** One order of an e-mail, as the one-time link lists it: where to open it, nothing more. */
export interface GuestOrderSummary {
  orderId: string;
  number: string;
  createdAt: Date;
  status: GuestOrderStatus;
  totalCents: number;
  productName: string;
  /** The order's signed link (path and query). */
  path: string;
}

/** Proof of access to one order: the access token of the browser that placed it, or the e-mail link's token. */
export interface OrderSecret {
  accessToken?: string | null;
  linkToken?: string | null;
}

async function countGuess(ctx: RequestContext, orderKey: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  await hitRateLimit(ctx.db, GUESSES_PER_ADDRESS, clientAddressKey(ctx.meta.ip), now);
  await hitRateLimit(ctx.db, GUESSES_PER_ORDER, orderKey, now);
}

/** A guest's order by its id and a secret; NOT_FOUND for a wrong secret, the same as for an unknown order. */
export async function guestOrder(ctx: RequestContext, orderId: string, secret: OrderSecret): Promise<GuestOrderView> {
  return viewOf(ctx, await provenGuestAccess(ctx, orderId, secret));
}

/**
 * The guest order's access row, once the caller proved the order's access token or its e-mail
 * link's token (the guest's order page and its invoice); NOT_FOUND otherwise, counted as a guess.
 */
export async function provenGuestAccess(ctx: RequestContext, orderId: string, secret: OrderSecret): Promise<OrderAccess> {
  if (orderId.length > 36 || (secret.accessToken?.length ?? 0) > MAX_SECRET || (secret.linkToken?.length ?? 0) > MAX_SECRET) throw notFound("Order not found.");
  const access = await ctx.manager.getRepository(OrderAccess).findOneBy({ orderId });
  const proven =
    !!access &&
    ((secret.accessToken ? accessTokenMatches(secret.accessToken, access.tokenHash) : false) ||
      (secret.linkToken ? orderLinkKeyMatches(ctx.config, orderId, secret.linkToken) : false));
  if (!access || !proven) {
    await countGuess(ctx, orderId);
    throw notFound("Order not found.");
  }
  return access;
}

/** "Find my order": the number, the e-mail and the order's password; an order without a password opens only by its link. */
export async function findGuestOrder(
  ctx: RequestContext,
  input: { number: string; email: string; password: string; challengeSolution?: string | null },
): Promise<GuestOrderView> {
  if (input.number.length > 32 || input.email.length > 254 || input.password.length > MAX_SECRET)
    throw notFound("No order matches this number, e-mail and password.");
  const number = normalizeOrderNumber(input.number);
  await enforceChallenge(ctx, "order_lookup", { address: ctx.meta.ip, email: normalizeEmail(input.email), solution: input.challengeSolution ?? null });
  await countGuess(ctx, `n:${number}`);
  const access = number.length === ORDER_NUMBER_LENGTH ? await ctx.manager.getRepository(OrderAccess).findOneBy({ number }) : null;
  const email = normalizeEmail(input.email);
  // The same answer whichever part is wrong, and a password check either way (no timing tells a number exists).
  let matches = false;
  if (access?.passwordHash && access.email === email) matches = await verifyPassword(access.passwordHash, input.password);
  else await verifyAgainstDecoy(input.password);
  if (!access || !matches) throw notFound("No order matches this number, e-mail and password.");
  return viewOf(ctx, access);
}

/**
 * "Send me all my orders": mails a one-time link to the address when it has guest orders, and
 * answers the same whether or not it has any (nobody learns who bought here).
 */
export async function requestGuestOrderLinks(
  ctx: RequestContext,
  rawEmail: string,
  language: string | null,
  challengeSolution: string | null = null,
): Promise<void> {
  if (rawEmail.length > 254) throw badInput("Please enter a valid email address.");
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) throw badInput("Please enter a valid email address.");
  await checkBlocklists(ctx, { email, address: ctx.meta.ip });
  await enforceChallenge(ctx, "order_lookup", { address: ctx.meta.ip, email, solution: challengeSolution });
  const now = ctx.clock.now();
  await hitRateLimit(ctx.db, LINKS_PER_ADDRESS, clientAddressKey(ctx.meta.ip), now.getTime());
  await hitRateLimit(ctx.db, LINKS_PER_EMAIL, email, now.getTime());
  const any = await ctx.manager.getRepository(OrderAccess).findOne({ where: { email }, select: { orderId: true, language: true } });
  if (!any) return;
  const token = crypto.randomBytes(32).toString("base64url");
  await ctx.transaction(async (tx) => {
    await tx.manager.getRepository(OrderLookupLink).insert({
      tokenHash: crypto.createHash("sha256").update(token).digest("hex"),
      email,
      expiresAt: new Date(now.getTime() + LOOKUP_LINK_LIFETIME_MS),
      usedAt: null,
      createdAt: now,
    });
    const lang = mailLanguage(language ?? any.language);
    const t = mailTexts(lang);
    await sendMail(tx, {
      to: email,
      subject: t("guestOrders.subject"),
      text: [
        t("guestOrders.intro"),
        "",
        `${ctx.config.publicBaseUrl}/orders/lookup?token=${token}`,
        "",
        t("guestOrders.expires"),
        t("guestOrders.notYou"),
      ].join("\n"),
    });
  });
}

/** Opens a one-time link once: the e-mail's guest orders, newest first, each with its own signed link. */
export async function guestOrdersByLookupLink(ctx: RequestContext, token: string): Promise<GuestOrderSummary[]> {
  const gone = () => notFound("This link has expired or was already used. Ask for a new one.");
  if (token.length > MAX_SECRET) throw gone();
  const tokenHash = crypto.createHash("sha256").update(token).digest("hex");
  const now = ctx.clock.now();
  // One conditional UPDATE: two tabs opening the link at once cannot both see the orders.
  const used = await ctx.manager
    .createQueryBuilder()
    .update(OrderLookupLink)
    .set({ usedAt: now })
    .where("token_hash = :tokenHash AND used_at IS NULL AND expires_at > :now", { tokenHash, now })
    .execute();
  const link = used.affected === 1 ? await ctx.manager.getRepository(OrderLookupLink).findOneBy({ tokenHash }) : null;
  if (!link) {
    // Counted like any wrong secret (outside a transaction: the counter has its own).
    await countGuess(ctx, "lookup-link");
    throw gone();
  }
  const accesses = await ctx.manager.getRepository(OrderAccess).find({ where: { email: link.email }, order: { createdAt: "DESC" }, take: 100 });
  const states = await statesOf(
    ctx,
    accesses.map((a) => a.orderId),
  );
  return accesses.map((a) => {
    const state = states.get(a.orderId);
    return {
      orderId: a.orderId,
      number: a.number,
      createdAt: a.createdAt,
      status: state?.status ?? "cancelled",
      totalCents: state?.totalCents ?? 0,
      productName: state?.productName ?? "",
      path: `/orders/${a.orderId}?token=${orderLinkKey(ctx.config, a.orderId)}`,
    };
  });
}

/** Each order's status, total and name, from its delivered order or its reservation. */
async function statesOf(ctx: RequestContext, orderIds: string[]): Promise<Map<string, { status: GuestOrderStatus; totalCents: number; productName: string }>> {
  const out = new Map<string, { status: GuestOrderStatus; totalCents: number; productName: string }>();
  if (!orderIds.length) return out;
  const pendings = await ctx.manager.getRepository(PendingOrder).findBy({ id: In(orderIds) });
  for (const p of pendings) out.set(p.id, { status: statusOf(p, ctx.clock.now()), totalCents: Number(p.totalPriceCents), productName: p.productName });
  return out;
}

function statusOf(pending: Pick<PendingOrder, "status" | "expiresAt">, now: Date): GuestOrderStatus {
  if (pending.status === "completed") return "delivered";
  if (pending.status === "reserved") return now < pending.expiresAt ? "awaiting_payment" : "expired";
  return pending.status;
}

async function viewOf(ctx: RequestContext, access: OrderAccess): Promise<GuestOrderView> {
  const pending = await ctx.manager.getRepository(PendingOrder).findOneBy({ id: access.orderId });
  if (!pending) throw notFound("Order not found.");
  const [lines, payment, order] = await Promise.all([
    linesOfOrders(ctx, [access.orderId]),
    ctx.manager.getRepository(Payment).findOne({ where: { id: pending.paymentId }, select: { id: true, paymentUrl: true, status: true } }),
    ctx.manager.getRepository(Order).findOne({ where: { id: access.orderId }, select: { id: true, purchaseDate: true } }),
  ]);
  const status = statusOf(pending, ctx.clock.now());
  return {
    orderId: access.orderId,
    number: access.number,
    email: access.email,
    status,
    createdAt: order?.purchaseDate ?? access.createdAt,
    expiresAt: status === "awaiting_payment" ? pending.expiresAt : null,
    totalCents: Number(pending.totalPriceCents),
    discountCents: Number(pending.discountCents),
    lines,
    paymentId: payment?.id ?? null,
    paymentUrl: status === "awaiting_payment" ? (payment?.paymentUrl ?? null) : null,
    paymentStatus: payment?.status ?? null,
    hasPassword: access.passwordHash !== null,
    linkToken: orderLinkKey(ctx.config, access.orderId),
  };
}
