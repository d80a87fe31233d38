import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import {
  holdSharePercentProblem,
  maxPendingReservationsProblem,
  reservationMinutesProblem,
  reservationsPerHourProblem,
} from "../../../common/reservation-rules";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import {
  CHECKOUT_SETTINGS_ID,
  CheckoutSettings,
  DEFAULT_HOLD_SHARE_PERCENT,
  DEFAULT_MAX_PENDING_RESERVATIONS,
  DEFAULT_RESERVATION_MINUTES,
  DEFAULT_RESERVATIONS_PER_HOUR,
} from "./checkout-settings.entity";

export interface ReservationRules {
  reservationMinutes: number;
  maxPendingReservations: number;
  /** The share of a product's unsold lines one customer, or one address, may hold (hold-bounds). */
  holdSharePercent: number;
  reservationsPerHour: number;
}

/** The admin's "pay the difference" rules; the defaults (15 minutes, 3 reservations, 10 %, 5 an hour) until an admin saves them. */
export async function reservationRules(ctx: RequestContext): Promise<ReservationRules> {
  const row = await ctx.manager.getRepository(CheckoutSettings).findOneBy({ id: CHECKOUT_SETTINGS_ID });
  return {
    reservationMinutes: row?.reservationMinutes ?? DEFAULT_RESERVATION_MINUTES,
    maxPendingReservations: row?.maxPendingReservations ?? DEFAULT_MAX_PENDING_RESERVATIONS,
    holdSharePercent: row?.holdSharePercent ?? DEFAULT_HOLD_SHARE_PERCENT,
    reservationsPerHour: row?.reservationsPerHour ?? DEFAULT_RESERVATIONS_PER_HOUR,
  };
}

/** Admin: the rules as the back office shows them (checkout reads them with reservationRules, for any buyer). */
export async function getReservationRules(ctx: RequestContext): Promise<ReservationRules> {
  requireAdmin(ctx);
  return reservationRules(ctx);
}

/** Admin: saves the rules (a hold rule left out keeps its value); reservations already made keep the expiry they were given. */
export async function updateReservationRules(
  ctx: RequestContext,
  input: Pick<ReservationRules, "reservationMinutes" | "maxPendingReservations"> & Partial<ReservationRules>,
): Promise<ReservationRules> {
  requireAdmin(ctx);
  const current = await reservationRules(ctx);
  const rules: ReservationRules = {
    reservationMinutes: input.reservationMinutes,
    maxPendingReservations: input.maxPendingReservations,
    holdSharePercent: input.holdSharePercent ?? current.holdSharePercent,
    reservationsPerHour: input.reservationsPerHour ?? current.reservationsPerHour,
  };
  const problem =
    reservationMinutesProblem(rules.reservationMinutes) ??
    maxPendingReservationsProblem(rules.maxPendingReservations) ??
    holdSharePercentProblem(rules.holdSharePercent) ??
    reservationsPerHourProblem(rules.reservationsPerHour);
  if (problem) throw badInput(problem);
  return ctx.transaction(async (tx) => {
    await tx.manager.getRepository(CheckoutSettings).save({ id: CHECKOUT_SETTINGS_ID, ...rules, updatedAt: tx.clock.now() });
    await recordAudit(tx, { action: "settings.reservations", entityType: "settings", entityId: "checkout", details: { ...rules } });
    return { ...rules };
  });
}

/** Whether guests may buy (on until an admin switches it off). */
export async function guestCheckoutEnabled(ctx: RequestContext): Promise<boolean> {
  const row = await ctx.manager.getRepository(CheckoutSettings).findOne({ where: { id: CHECKOUT_SETTINGS_ID }, select: { id: true, guestCheckout: true } });
  return row?.guestCheckout ?? true;
}

/** Admin: the guest checkout setting as the back office shows it. */
export async function getGuestCheckout(ctx: RequestContext): Promise<boolean> {
  requireAdmin(ctx);
  return guestCheckoutEnabled(ctx);
}

/** Admin: guests buy with an e-mail (on), or every purchase needs an account as in the seed (off). */
export async function setGuestCheckout(ctx: RequestContext, on: boolean): Promise<boolean> {
  requireAdmin(ctx);
  const rules = await reservationRules(ctx);
  return ctx.transaction(async (tx) => {
    await tx.manager.getRepository(CheckoutSettings).save({ id: CHECKOUT_SETTINGS_ID, ...rules, guestCheckout: on, updatedAt: tx.clock.now() });
    await recordAudit(tx, { action: "settings.guest_checkout", entityType: "settings", entityId: "checkout", details: { guestCheckout: on } });
    return on;
  });
}
