import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { getPaymentSettings, updatePaymentSettings } from "./payment-settings.service";
import { listMyPayments, listPayments, resolvePaymentReview } from "./payments.service";
import { createTopUp } from "./top-up.service";
import {
  AdminPaymentPageObject,
  PaymentObject,
  PaymentReviewAction,
  PaymentSettingsInput,
  PaymentSettingsObject,
  PaymentStatusValue,
  TopUpObject,
} from "./payments.types";

@Resolver()
export class PaymentsResolver {
  @Authorized()
  @Mutation(() => TopUpObject, {
    description: "Starts a balance top-up of amountCents (USD cents) and returns the provider's payment URL. Fails with PAYMENT_ERROR when the provider refuses.",
  })
  async createTopUp(@Arg("amountCents", () => Int) amountCents: number, @Ctx() { ctx }: GqlContext): Promise<TopUpObject> {
    return Object.assign(new TopUpObject(), await createTopUp(ctx, amountCents));
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
  @Mutation(() => PaymentObject, { description: "Admin: settles a payment that needs review, crediting it once (amountCents defaults to the invoice) or rejecting it." })
  async resolvePaymentReview(
    @Arg("paymentId", () => ID) paymentId: string,
    @Arg("action", () => PaymentReviewAction) action: PaymentReviewAction,
    @Arg("reason", () => String) reason: string,
    @Arg("amountCents", () => Int, { nullable: true }) amountCents: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<PaymentObject> {
    return PaymentObject.from(await resolvePaymentReview(ctx, { paymentId, action, reason, amountCents }));
  }

  @Authorized("ADMIN")
  @Query(() => PaymentSettingsObject)
  async paymentSettings(@Ctx() { ctx }: GqlContext): Promise<PaymentSettingsObject> {
    return PaymentSettingsObject.from(await getPaymentSettings(ctx));
  }

  @Authorized("ADMIN")
  @Mutation(() => PaymentSettingsObject, { description: "Admin: sets the Cryptomus merchant, key and mode. The key is replaced only when a new non-empty one is given." })
  async updatePaymentSettings(@Arg("input", () => PaymentSettingsInput) input: PaymentSettingsInput, @Ctx() { ctx }: GqlContext): Promise<PaymentSettingsObject> {
    return PaymentSettingsObject.from(await updatePaymentSettings(ctx, { merchantId: input.merchantId, apiKey: input.apiKey, mode: input.mode }));
  }
}
