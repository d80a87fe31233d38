import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { beginTotpEnrolment, confirmTotpEnrolment, disableTotp, twoFactorStatus } from "./two-factor.service";
import { TotpEnrolmentType, TotpRecoveryCodesType, TwoFactorStatusType } from "./two-factor.types";

@Resolver()
export class TwoFactorResolver {
  @Authorized("ADMIN")
  @Query(() => TwoFactorStatusType, { description: "Admin: whether two-factor sign-in is on for the signed-in admin." })
  async twoFactorStatus(@Ctx() { ctx }: GqlContext): Promise<TwoFactorStatusType> {
    return twoFactorStatus(ctx);
  }

  @Authorized("ADMIN")
  @Mutation(() => TotpEnrolmentType, { description: "Admin: starts two-factor enrolment for the signed-in admin (secret, otpauth link, QR code)." })
  async beginTotpEnrolment(@Ctx() { ctx }: GqlContext): Promise<TotpEnrolmentType> {
    return Object.assign(new TotpEnrolmentType(), await beginTotpEnrolment(ctx));
  }

  @Authorized("ADMIN")
  @Mutation(() => TotpRecoveryCodesType, { description: "Admin: turns two-factor on with a code from the app; sign-in then asks for a code." })
  async confirmTotpEnrolment(@Arg("code", () => String) code: string, @Ctx() { ctx }: GqlContext): Promise<TotpRecoveryCodesType> {
    return { recoveryCodes: await confirmTotpEnrolment(ctx, code) };
  }

  @Authorized("ADMIN")
  @Mutation(() => Boolean, { description: "Admin: turns two-factor off, with a current code or a recovery code." })
  async disableTotp(@Arg("code", () => String) code: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await disableTotp(ctx, code);
    return true;
  }
}
