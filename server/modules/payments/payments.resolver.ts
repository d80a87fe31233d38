import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { tokenScope } from "../../graphql/auth-checker";
import type { GqlContext } from "../../graphql/gql-context";
import { getPaymentSettings, isTestMode, updatePaymentSettings } from "./payment-settings.service";
import { listMyPayments, listPayments, resolvePaymentReview } from "./payments.service";
import { createTopUp } from "./top-up.service";
import { listPaymentMethods } from "./payment-methods.service";
import { listProviderConfigs, testProviderConnection, updateProviderConfig } from "./provider-configs.service";
import {
  AdminPaymentPageObject,
  PaymentAddressObject,
  PaymentObject,
  PaymentReviewAction,
  PaymentSettingsInput,
  PaymentSettingsObject,
  PaymentStatusValue,
  PaymentMethodObject,
  PaymentProviderInput,
  PaymentProviderObject,
  PaymentProviderTestObject,
  TopUpObject,
} from "./payments.types";

@Resolver()
export class PaymentsResolver {
  @Authorized(tokenScope("top-up"))
  @Mutation(() => TopUpObject, {
    description:
      "Starts a balance top-up of amountCents (USD cents) and returns the provider's payment URL. method is one of paymentMethods' ids; " +
      "without it the shop's Cryptomus or sandbox gateway is used. Fails with PAYMENT_ERROR when the provider refuses, PAYMENT_METHOD_UNAVAILABLE for a method not enabled.",
  })
  async createTopUp(
    @Arg("amountCents", () => Int) amountCents: number,
    @Arg("method", () => String, { nullable: true }) method: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<TopUpObject> {
    const started = await createTopUp(ctx, amountCents, method);
    return Object.assign(new TopUpObject(), {
      paymentId: started.paymentId,
      paymentUrl: started.paymentUrl,
      address: PaymentAddressObject.from(started.address),
    });
  }

  @Query(() => [PaymentMethodObject], { description: "The ways to pay the shop takes now, in its order, with limits and fees." })
  async paymentMethods(@Ctx() { ctx }: GqlContext): Promise<PaymentMethodObject[]> {
    return (await listPaymentMethods(ctx)).map(PaymentMethodObject.from);
  }

  @Authorized("ADMIN")
  @Query(() => [PaymentProviderObject], {
    description: "Admin: Stripe, BTCPay Server, epusdt and Cryptomus with their settings (secrets masked), in the buyers' order.",
  })
  async paymentProviders(@Ctx() { ctx }: GqlContext): Promise<PaymentProviderObject[]> {
    return (await listProviderConfigs(ctx)).map(PaymentProviderObject.from);
  }

  @Authorized("ADMIN")
  @Mutation(() => PaymentProviderObject, {
    description:
      "Admin: saves a provider's setup. An empty secret keeps the stored one; enabling needs every required setting. " +
      "For Cryptomus only the name, order, limits and fee: its merchant, key and switch are updatePaymentSettings'.",
  })
  async updatePaymentProvider(
    @Arg("input", () => PaymentProviderInput) input: PaymentProviderInput,
    @Ctx() { ctx }: GqlContext,
  ): Promise<PaymentProviderObject> {
    return PaymentProviderObject.from(await updateProviderConfig(ctx, { ...input, values: input.settings }));
  }

  @Authorized("ADMIN")
  @Mutation(() => PaymentProviderTestObject, {
    description: "Admin: makes a harmless call to the provider with the saved settings and returns its answer or error.",
  })
  async testPaymentProvider(@Arg("provider", () => String) provider: string, @Ctx() { ctx }: GqlContext): Promise<PaymentProviderTestObject> {
    return Object.assign(new PaymentProviderTestObject(), await testProviderConnection(ctx, provider));
  }

  @Authorized()
  @Query(() => [PaymentObject], { description: "Your top-ups, newest first." })
  async myPayments(@Arg("limit", () => Int, { nullable: true }) limit: number | null, @Ctx() { ctx }: GqlContext): Promise<PaymentObject[]> {
    return (await listMyPayments(ctx, limit ?? undefined)).map(PaymentObject.from);
  }

  @Authorized("ADMIN")
  @Query(() => AdminPaymentPageObject, { description: "Admin: every top-up, newest first, with its status reports." })
  async payments(
    @Arg("status", () => PaymentStatusValue, { nullable: true }) status: PaymentStatusValue | null,
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Arg("offset", () => Int, { nullable: true }) offset: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<AdminPaymentPageObject> {
    return AdminPaymentPageObject.from(await listPayments(ctx, { status: status ?? undefined, limit: limit ?? undefined, offset: offset ?? undefined }));
  }

  @Authorized("ADMIN")
  @Mutation(() => PaymentObject, {
    description: "Admin: settles a payment that needs review, crediting it once (amountCents defaults to the invoice) or rejecting it.",
  })
  async resolvePaymentReview(
    @Arg("paymentId", () => ID) paymentId: string,
    @Arg("action", () => PaymentReviewAction) action: PaymentReviewAction,
    @Arg("reason", () => String) reason: string,
    @Arg("amountCents", () => Int, { nullable: true }) amountCents: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<PaymentObject> {
    return PaymentObject.from(await resolvePaymentReview(ctx, { paymentId, action, reason, amountCents }));
  }

  @Query(() => Boolean, { description: "True while the shop is in test mode: top-ups go to the offline sandbox and no real money moves." })
  async paymentTestMode(@Ctx() { ctx }: GqlContext): Promise<boolean> {
    return isTestMode(ctx);
  }

  @Authorized("ADMIN")
  @Query(() => PaymentSettingsObject)
  async paymentSettings(@Ctx() { ctx }: GqlContext): Promise<PaymentSettingsObject> {
    return PaymentSettingsObject.from(await getPaymentSettings(ctx));
  }

  @Authorized("ADMIN")
  @Mutation(() => PaymentSettingsObject, {
    description:
      "Admin: sets the Cryptomus merchant, key and mode. The key is replaced only when a new non-empty one is given. " +
      "Switching to live takes back the sandbox-credited balance customers hold (sandbox_reversal ledger rows).",
  })
  async updatePaymentSettings(
    @Arg("input", () => PaymentSettingsInput) input: PaymentSettingsInput,
    @Ctx() { ctx }: GqlContext,
  ): Promise<PaymentSettingsObject> {
    return PaymentSettingsObject.from(await updatePaymentSettings(ctx, { merchantId: input.merchantId, apiKey: input.apiKey, mode: input.mode }));
  }
}
