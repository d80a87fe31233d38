import type { RequestContext } from "../../context";
import type { Customer } from "../customers";
import { invalidTotp, totpRequired } from "./auth.errors";
import { spendTotpCode, useRecoveryCode } from "../two-factor";

/**
 * The second step of a sign-in, after the password: nothing to do without two-factor,
 * otherwise a code of the customer's authenticator app not used before, or one of their
 * unused recovery codes (spent by this sign-in).
 */
export async function checkLoginSecondFactor(ctx: RequestContext, customer: Customer, totpCode: string | null | undefined): Promise<void> {
  if (!customer.totpEnabledAt) return;
  const code = (totpCode ?? "").replace(/\s+/g, "");
  if (code === "") throw totpRequired();
  if (!customer.totpSecret) throw invalidTotp();
  if (!/^\d{6}$/.test(code)) {
    if (await useRecoveryCode(ctx, customer.id, code)) return;
    throw invalidTotp();
  }
  if (!(await spendTotpCode(ctx, customer, code))) throw invalidTotp();
}
