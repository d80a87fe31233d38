import { verify } from "otplib";
import type { RequestContext } from "../../context";
import type { Customer } from "../customers/customer.entity";
import { invalidTotp, totpRequired } from "./auth.errors";
import { useRecoveryCode } from "../two-factor/recovery-codes";

/** One 30-second step either side, for clocks that drift a little. */
const TOTP_TOLERANCE_SECONDS = 30;

/**
 * The second step of a sign-in, after the password: nothing to do without two-factor,
 * otherwise the current code of the customer's authenticator app, or one of their unused
 * recovery codes (spent by this sign-in).
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
  const result = await verify({ secret: customer.totpSecret, token: code, epochTolerance: TOTP_TOLERANCE_SECONDS });
  if (!result.valid) throw invalidTotp();
}
