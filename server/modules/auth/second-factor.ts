import { verify } from "otplib";
import type { RequestContext } from "../../context";
import type { Customer } from "../customers/customer.entity";
import { invalidTotp, totpRequired } from "./auth.errors";

/** One 30-second step either side, for clocks that drift a little. */
const TOTP_TOLERANCE_SECONDS = 30;

/**
 * The second step of a sign-in, after the password: nothing to do without two-factor,
 * otherwise the current code of the customer's authenticator app.
 */
export async function checkLoginSecondFactor(_ctx: RequestContext, customer: Customer, totpCode: string | null | undefined): Promise<void> {
  if (!customer.totpEnabledAt) return;
  const code = (totpCode ?? "").replace(/\s+/g, "");
  if (code === "") throw totpRequired();
  if (!customer.totpSecret || !/^\d{6}$/.test(code)) throw invalidTotp();
  const result = await verify({ secret: customer.totpSecret, token: code, epochTolerance: TOTP_TOLERANCE_SECONDS });
  if (!result.valid) throw invalidTotp();
}
