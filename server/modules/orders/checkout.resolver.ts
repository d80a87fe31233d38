import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { tokenScope } from "../../graphql/auth-checker";
import type { GqlContext } from "../../graphql/gql-context";
import { checkout, MAX_CART_LINES, purchase } from "./checkout.service";
import { cancelReservation, myReservation, payReservation } from "./reservation-actions";
import { CartLineInput, CheckoutObject, CheckoutResult, PendingPurchaseObject, PriceQuoteObject, PurchaseObject, PurchaseResult } from "./checkout.types";
import { quotePrice } from "./price-quote";
import { getReservationRules, guestCheckoutEnabled, setGuestCheckout, updateReservationRules } from "./checkout-settings";

@Resolver()
export class CheckoutResolver {
  @Authorized(tokenScope("purchase"))
  @Mutation(() => PurchaseResult, {
    description:
      "Buys any product from the balance: the server prices it (volume tiers, then the coupon) and delivers stock lines or a licence. " +
      "Send a fresh idempotency key per purchase and the same key, with the same product, quantity and coupon, when retrying it. " +
      "With payWith (a paymentMethods id) a buyer whose balance is short gets a PendingPurchase instead of InsufficientBalanceError: " +
      "the items are reserved and a payment for the difference is opened; paying it delivers the order.",
  })
  async purchase(
    @Arg("productId", () => ID) productId: string,
    @Arg("quantity", () => Int) quantity: number,
    @Arg("couponCode", () => String, { nullable: true }) couponCode: string | null,
    @Arg("idempotencyKey", () => String) idempotencyKey: string,
    @Arg("payWith", () => String, { nullable: true, description: "A paymentMethods id: when the balance is short, reserve and pay the difference with it." })
    payWith: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<typeof PurchaseResult> {
    const result = await purchase(ctx, { productId, quantity, couponCode, idempotencyKey, payWith });
    if ("pending" in result) return PendingPurchaseObject.from(result);
    return "order" in result ? PurchaseObject.from(result, ctx.clock.now()) : result;
  }

  @Mutation(() => CheckoutResult, {
    description:
      `Buys a cart of up to ${MAX_CART_LINES} lines (product variants) as one order: every line is priced (variant price, volume tiers, ` +
      "then the coupon over the whole order, shared among the lines) and taken in one transaction, so when any line cannot be had nothing is bought " +
      "and the refusal names that line's variantId. A coupon limited to some products applies only when it covers every product of the cart. " +
      "A member pays from the balance (with payWith, what it lacks through a provider: a PendingPurchase). Signed out, the buyer is a guest: " +
      "email and payWith are required, the lines are held while the payment is open, and the answer (a PendingPurchase) carries the order's " +
      "number and, once, its accessToken. Send a fresh idempotency key per order and the same key, with the same lines and coupon, when retrying it.",
  })
  async checkout(
    @Arg("lines", () => [CartLineInput]) lines: CartLineInput[],
    @Arg("couponCode", () => String, { nullable: true }) couponCode: string | null,
    @Arg("idempotencyKey", () => String) idempotencyKey: string,
    @Arg("payWith", () => String, { nullable: true, description: "A paymentMethods id: a guest's payment, or a member's for what the balance lacks." })
    payWith: string | null,
    @Arg("email", () => String, { nullable: true, description: "A guest's e-mail (signed out): the receipt and the order's link go there." })
    email: string | null,
    @Arg("orderPassword", () => String, { nullable: true, description: "A guest's optional order password (6 to 128 characters) for Find my order." })
    orderPassword: string | null,
    @Arg("language", () => String, { nullable: true, description: "A guest's language for the e-mails: en, ru or zh." })
    language: string | null,
    @Arg("challengeSolution", () => String, {
      nullable: true,
      description:
        "A guest's solved proofOfWorkChallenge(GUEST_CHECKOUT), sent again after CHALLENGE_REQUIRED (checkouts from one address or e-mail came often).",
    })
    challengeSolution: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<typeof CheckoutResult> {
    const guest = email != null ? { email, orderPassword, language } : null;
    const result = await checkout(ctx, { lines, couponCode, idempotencyKey, payWith, guest, challengeSolution });
    if ("pending" in result) return PendingPurchaseObject.from(result);
    return "lines" in result ? CheckoutObject.from(result, ctx.clock.now()) : result;
  }

  @Authorized()
  @Query(() => PendingPurchaseObject, { description: "One of your reservations (a PendingPurchase), by its id: whether it still waits for its payment." })
  async myReservation(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<PendingPurchaseObject> {
    return PendingPurchaseObject.from(await myReservation(ctx, id));
  }

  @Authorized(tokenScope("purchase"))
  @Mutation(() => PendingPurchaseObject, {
    description:
      "Gives up one of your reservations: its items go back on sale and its coupon use back. A cancelled or expired one is answered as it is; " +
      "a delivered one answers RESERVATION_CLOSED. A payment still open for it later goes to the balance.",
  })
  async cancelReservation(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<PendingPurchaseObject> {
    return PendingPurchaseObject.from(await cancelReservation(ctx, id));
  }

  @Authorized(tokenScope("top-up"))
  @Mutation(() => PendingPurchaseObject, {
    description:
      "Opens a new payment for one of your reservations still held (same items, price and expiry); send the buyer to its paymentUrl. " +
      "While its payment is open with the same method, that payment is answered again. RESERVATION_CLOSED once it was delivered, cancelled or expired. " +
      "Each new invoice counts against the top-up rate limit (RATE_LIMITED); when the provider refuses it (PAYMENT_ERROR), the reservation keeps its items and its earlier payment.",
  })
  async payReservation(
    @Arg("id", () => ID) id: string,
    @Arg("payWith", () => String, { description: "A paymentMethods id." }) payWith: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<PendingPurchaseObject> {
    return PendingPurchaseObject.from(await payReservation(ctx, id, payWith));
  }

  @Query(() => PriceQuoteObject, { description: "What a purchase of this quantity would cost, with the coupon applied or the reason it would be refused." })
  async priceQuote(
    @Arg("productId", () => ID) productId: string,
    @Arg("quantity", () => Int) quantity: number,
    @Arg("couponCode", () => String, { nullable: true }) couponCode: string | null,
    @Arg("variantId", () => ID, { nullable: true, description: "One of the product's variants; left out: its default variant." }) variantId: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<PriceQuoteObject> {
    return PriceQuoteObject.from(await quotePrice(ctx, { productId, variantId, quantity, couponCode }));
  }
}

@ObjectType("ReservationSettings", {
  description: "Pay the difference: how long a reservation holds its items, how many unpaid reservations one customer may hold, and the stock-hold bounds.",
})
export class ReservationSettingsObject {
  @Field(() => Int) reservationMinutes: number;
  @Field(() => Int) maxPendingReservations: number;
  @Field(() => Int, { description: "The share (per cent) of a product's unsold lines one customer, or all customers on one address, may hold unpaid." })
  holdSharePercent: number;
  @Field(() => Int, { description: "How many reservations one customer may make in an hour." })
  reservationsPerHour: number;
}

@Resolver()
export class ReservationSettingsResolver {
  @Authorized("ADMIN")
  @Query(() => ReservationSettingsObject, {
    description: "Admin: the pay-the-difference rules (defaults 15 minutes, 3 reservations, 10 % of a product, 5 reservations an hour).",
  })
  async reservationSettings(@Ctx() { ctx }: GqlContext): Promise<ReservationSettingsObject> {
    return Object.assign(new ReservationSettingsObject(), await getReservationRules(ctx));
  }

  @Authorized("ADMIN")
  @Query(() => Boolean, { description: "Admin: whether guests may buy with an e-mail and a payment (on by default)." })
  async guestCheckout(@Ctx() { ctx }: GqlContext): Promise<boolean> {
    await getReservationRules(ctx);
    return guestCheckoutEnabled(ctx);
  }

  @Authorized("ADMIN")
  @Mutation(() => Boolean, {
    description: "Admin: lets guests buy with an e-mail and a payment (true), or asks every buyer to sign in, as the seed did (false). Answers the new value.",
  })
  async setGuestCheckout(@Arg("enabled", () => Boolean) enabled: boolean, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    return setGuestCheckout(ctx, enabled);
  }

  @Authorized("ADMIN")
  @Mutation(() => ReservationSettingsObject, { description: "Admin: saves the pay-the-difference rules; reservations already made keep their expiry." })
  async updateReservationSettings(
    @Arg("reservationMinutes", () => Int) reservationMinutes: number,
    @Arg("maxPendingReservations", () => Int) maxPendingReservations: number,
    @Arg("holdSharePercent", () => Int, { nullable: true, description: "Left out: unchanged." }) holdSharePercent: number | null,
    @Arg("reservationsPerHour", () => Int, { nullable: true, description: "Left out: unchanged." }) reservationsPerHour: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ReservationSettingsObject> {
    const rules = await updateReservationRules(ctx, {
      reservationMinutes,
      maxPendingReservations,
      holdSharePercent: holdSharePercent ?? undefined,
      reservationsPerHour: reservationsPerHour ?? undefined,
    });
    return Object.assign(new ReservationSettingsObject(), rules);
  }
}
