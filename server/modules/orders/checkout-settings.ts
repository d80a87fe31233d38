import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import { maxPendingReservationsProblem, reservationMinutesProblem } from "../../../common/reservation-rules";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { CHECKOUT_SETTINGS_ID, CheckoutSettings, DEFAULT_MAX_PENDING_RESERVATIONS, DEFAULT_RESERVATION_MINUTES } from "./checkout-settings.entity";

export interface ReservationRules {
  reservationMinutes: number;
  maxPendingReservations: number;
}

/** The admin's "pay the difference" rules; the defaults (15 minutes, 3 reservations) until an admin saves them. */
export async function reservationRules(ctx: RequestContext): Promise<ReservationRules> {
  const row = await ctx.manager.getRepository(CheckoutSettings).findOneBy({ id: CHECKOUT_SETTINGS_ID });
  return {
    reservationMinutes: row?.reservationMinutes ?? DEFAULT_RESERVATION_MINUTES,
    maxPendingReservations: row?.maxPendingReservations ?? DEFAULT_MAX_PENDING_RESERVATIONS,
  };
}

/** Admin: the rules as the back office shows them (checkout reads them with reservationRules, for any buyer). */
export async function getReservationRules(ctx: RequestContext): Promise<ReservationRules> {
  requireAdmin(ctx);
  return reservationRules(ctx);
}

/** Admin: saves the rules; reservations already made keep the expiry they were given. */
export async function updateReservationRules(ctx: RequestContext, rules: ReservationRules): Promise<ReservationRules> {
  requireAdmin(ctx);
  const problem = reservationMinutesProblem(rules.reservationMinutes) ?? maxPendingReservationsProblem(rules.maxPendingReservations);
  if (problem) throw badInput(problem);
  return ctx.transaction(async (tx) => {
    await tx.manager.getRepository(CheckoutSettings).save({ id: CHECKOUT_SETTINGS_ID, ...rules, updatedAt: tx.clock.now() });
    await recordAudit(tx, { action: "settings.reservations", entityType: "settings", entityId: "checkout", details: { ...rules } });
    return { ...rules };
  });
}
