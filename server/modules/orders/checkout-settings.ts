import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import { recordAudit } from "../audit";
import { CHECKOUT_SETTINGS_ID, CheckoutSettings, DEFAULT_MAX_PENDING_RESERVATIONS, DEFAULT_RESERVATION_MINUTES } from "./checkout-settings.entity";

export interface ReservationRules {
  reservationMinutes: number;
  maxPendingReservations: number;
}

export const RESERVATION_MINUTES_RANGE = { min: 1, max: 24 * 60 } as const;
export const MAX_PENDING_RESERVATIONS_RANGE = { min: 1, max: 100 } as const;

/** The admin's "pay the difference" rules; the defaults (15 minutes, 3 reservations) until an admin saves them. */
export async function reservationRules(ctx: RequestContext): Promise<ReservationRules> {
  const row = await ctx.manager.getRepository(CheckoutSettings).findOneBy({ id: CHECKOUT_SETTINGS_ID });
  return {
    reservationMinutes: row?.reservationMinutes ?? DEFAULT_RESERVATION_MINUTES,
    maxPendingReservations: row?.maxPendingReservations ?? DEFAULT_MAX_PENDING_RESERVATIONS,
  };
}

/** Admin: saves the rules; reservations already made keep the expiry they were given. */
export async function updateReservationRules(ctx: RequestContext, rules: ReservationRules): Promise<ReservationRules> {
  const inRange = (n: number, r: { min: number; max: number }) => Number.isSafeInteger(n) && n >= r.min && n <= r.max;
  if (!inRange(rules.reservationMinutes, RESERVATION_MINUTES_RANGE)) {
    throw badInput(`A reservation lasts from ${RESERVATION_MINUTES_RANGE.min} to ${RESERVATION_MINUTES_RANGE.max} minutes.`);
  }
  if (!inRange(rules.maxPendingReservations, MAX_PENDING_RESERVATIONS_RANGE)) {
    throw badInput(`A customer may hold from ${MAX_PENDING_RESERVATIONS_RANGE.min} to ${MAX_PENDING_RESERVATIONS_RANGE.max} reservations.`);
  }
  return ctx.transaction(async (tx) => {
    await tx.manager.getRepository(CheckoutSettings).save({ id: CHECKOUT_SETTINGS_ID, ...rules, updatedAt: new Date() });
    await recordAudit(tx, { action: "settings.reservations", entityType: "settings", entityId: "checkout", details: { ...rules } });
    return { ...rules };
  });
}
