import { verify } from "otplib";
import type { RequestContext } from "../../context";
import { Customer } from "../customers";

/** One 30-second step either side, for clocks that drift a little. */
const TOTP_TOLERANCE_SECONDS = 30;

/** The RFC 6238 time step that `rawCode` belongs to for `secret`, or null when it is not a current code (or not after `afterStep`). */
export async function totpTimeStep(secret: string, rawCode: string, afterStep?: number | null): Promise<number | null> {
  const code = rawCode.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: TOTP_TOLERANCE_SECONDS, afterTimeStep: afterStep ?? undefined });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/**
 * Accepts a code from the customer's authenticator app at most once: the time step it belongs
 * to is stored, and codes of that step or an earlier one are refused afterwards (RFC 6238,
 * section 5.2), so a code seen over someone's shoulder or in a log cannot be used again. The
 * conditional update lets only one of two simultaneous uses of the same code through.
 */
export async function spendTotpCode(ctx: RequestContext, customer: Pick<Customer, "id" | "totpSecret" | "totpLastStep">, rawCode: string): Promise<boolean> {
  if (!customer.totpSecret) return false;
  const step = await totpTimeStep(customer.totpSecret, rawCode, customer.totpLastStep);
  if (step === null) return false;
  return ctx.transaction(async (tx) => {
    const result = await tx.manager
      .createQueryBuilder()
      .update(Customer)
      .set({ totpLastStep: step })
      .where("id = :id", { id: customer.id })
      .andWhere("(totp_last_step IS NULL OR totp_last_step < :step)", { step })
      .execute();
    return (result.affected ?? 0) === 1;
  });
}
