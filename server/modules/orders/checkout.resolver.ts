import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { tokenScope } from "../../graphql/auth-checker";
import type { GqlContext } from "../../graphql/gql-context";
import { purchase } from "./checkout.service";
import { PriceQuoteObject, PurchaseObject, PurchaseResult } from "./checkout.types";
import { quotePrice } from "./price-quote";

@Resolver()
export class CheckoutResolver {
  @Authorized(tokenScope("purchase"))
  @Mutation(() => PurchaseResult, {
    description:
      "Buys any product from the balance: the server prices it (volume tiers, then the coupon) and delivers stock lines or a licence. " +
      "Send a fresh idempotency key per purchase and the same key, with the same product, quantity and coupon, when retrying it.",
  })
  async purchase(
    @Arg("productId", () => ID) productId: string,
    @Arg("quantity", () => Int) quantity: number,
    @Arg("couponCode", () => String, { nullable: true }) couponCode: string | null,
    @Arg("idempotencyKey", () => String) idempotencyKey: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<typeof PurchaseResult> {
    const result = await purchase(ctx, { productId, quantity, couponCode, idempotencyKey });
    return "order" in result ? PurchaseObject.from(result, new Date()) : result;
  }

  @Query(() => PriceQuoteObject, { description: "What a purchase of this quantity would cost, with the coupon applied or the reason it would be refused." })
  async priceQuote(
    @Arg("productId", () => ID) productId: string,
    @Arg("quantity", () => Int) quantity: number,
    @Arg("couponCode", () => String, { nullable: true }) couponCode: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<PriceQuoteObject> {
    return PriceQuoteObject.from(await quotePrice(ctx, { productId, quantity, couponCode }));
  }
}
