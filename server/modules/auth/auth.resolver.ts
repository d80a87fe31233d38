import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { MeType } from "../customers";
import { completeAdminSetup } from "./admin-setup.service";
import { confirmEmail, login, requestSignInLink, resendConfirmation, signInWithLink } from "./auth.service";
import { AdminSetupInput, RegisterInput, RegisterPayload } from "./auth.types";
import { endCurrentSession } from "./customer-sessions.service";
import { registerFromPublicForm } from "./guarded-registration";
import { changePassword, requestPasswordReset, resetPassword } from "./password.service";

@Resolver()
export class AuthResolver {
  @Mutation(() => RegisterPayload, {
    description:
      "Creates an unconfirmed account and e-mails the confirmation link. Refused for a blocklisted e-mail or client address; when registrations from the address or for the e-mail come fast, answers CHALLENGE_REQUIRED until sent again with a solved `proofOfWorkChallenge(scene: REGISTER)`.",
  })
  async register(
    @Ctx() { ctx }: GqlContext,
    @Arg("input", () => RegisterInput) input: RegisterInput,
    @Arg("challengeSolution", () => String, { nullable: true, description: "A solved proof-of-work challenge (base64 JSON, see ProofOfWorkChallenge)." })
    challengeSolution?: string | null,
  ): Promise<RegisterPayload> {
    return Object.assign(new RegisterPayload(), await registerFromPublicForm(ctx, input, challengeSolution));
  }

  @Mutation(() => Boolean, { description: "Always true: never reveals whether the address has an account." })
  async resendConfirmation(@Ctx() { ctx }: GqlContext, @Arg("email", () => String) email: string): Promise<boolean> {
    await resendConfirmation(ctx, email);
    return true;
  }

  @Mutation(() => Boolean)
  async confirmEmail(@Ctx() { ctx }: GqlContext, @Arg("token", () => String) token: string): Promise<boolean> {
    await confirmEmail(ctx, token);
    return true;
  }

  @Mutation(() => MeType, { description: "Signs in and sets the httpOnly session cookie." })
  async login(
    @Ctx() { ctx, services, req, res }: GqlContext,
    @Arg("email", () => String) email: string,
    @Arg("password", () => String) password: string,
    @Arg("totpCode", () => String, { nullable: true }) totpCode?: string | null,
  ): Promise<MeType> {
    const customer = await login(ctx, email, password, totpCode, (id) => services.knownDevices.isKnown(req, id));
    await services.sessions.issue(ctx.db, res, customer, ctx.meta);
    services.knownDevices.remember(res, customer.id);
    return MeType.from(customer);
  }

  @Mutation(() => Boolean, {
    description: "E-mails a one-time sign-in link (15 minutes) to a confirmed account. Always true: never reveals whether the address has one.",
  })
  async requestSignInLink(@Ctx() { ctx }: GqlContext, @Arg("email", () => String) email: string): Promise<boolean> {
    await requestSignInLink(ctx, email);
    return true;
  }

  @Mutation(() => MeType, {
    description: "Signs in with an e-mailed sign-in link; with two-factor on, the code too (the link stays valid until the sign-in succeeds).",
  })
  async signInWithLink(
    @Ctx() { ctx, services, res }: GqlContext,
    @Arg("token", () => String) token: string,
    @Arg("totpCode", () => String, { nullable: true }) totpCode?: string | null,
  ): Promise<MeType> {
    const customer = await signInWithLink(ctx, token, totpCode);
    await services.sessions.issue(ctx.db, res, customer, ctx.meta);
    services.knownDevices.remember(res, customer.id);
    return MeType.from(customer);
  }

  @Mutation(() => Boolean, { description: "Ends this session on the server and clears its cookie." })
  async logout(@Ctx() { ctx, services, res }: GqlContext): Promise<boolean> {
    await endCurrentSession(ctx);
    services.sessions.clear(res);
    return true;
  }

  @Mutation(() => Boolean, { description: "True for any address: never reveals whether it has an account." })
  async requestPasswordReset(@Ctx() { ctx }: GqlContext, @Arg("email", () => String) email: string): Promise<boolean> {
    await requestPasswordReset(ctx, email);
    return true;
  }

  @Mutation(() => Boolean, { description: "Sets a new password from a reset link and signs the account out everywhere." })
  async resetPassword(
    @Ctx() { ctx }: GqlContext,
    @Arg("token", () => String) token: string,
    @Arg("password", () => String) password: string,
    @Arg("confirmPassword", () => String) confirmPassword: string,
  ): Promise<boolean> {
    await resetPassword(ctx, token, password, confirmPassword);
    return true;
  }

  @Authorized("SESSION")
  @Mutation(() => Boolean, { description: "Changes the password and signs out every other session." })
  async changePassword(
    @Ctx() { ctx, services, req, res }: GqlContext,
    @Arg("currentPassword", () => String) currentPassword: string,
    @Arg("newPassword", () => String) newPassword: string,
    @Arg("confirmPassword", () => String) confirmPassword: string,
  ): Promise<boolean> {
    const customer = await changePassword(ctx, { currentPassword, newPassword, confirmPassword });
    services.sessions.reissue(res, customer, req);
    return true;
  }

  @Mutation(() => MeType, { description: "Creates the first admin from the one-time setup link and signs in." })
  async completeAdminSetup(@Ctx() { ctx, services, res }: GqlContext, @Arg("input", () => AdminSetupInput) input: AdminSetupInput): Promise<MeType> {
    const admin = await completeAdminSetup(ctx, input);
    await services.sessions.issue(ctx.db, res, admin, ctx.meta);
    return MeType.from(admin);
  }
}
