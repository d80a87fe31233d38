import type { ApolloClient } from "@apollo/client";
import type { TFunction } from "i18next";
import type { NavigateFunction } from "react-router-dom";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { refetchLite } from "@/graphql/lite-client";
import type { PurchaseAccountsMutation } from "@/gql/graphql";
import { i18n } from "@/i18n";
import { errorMessage, purchaseErrorMessage } from "@/lib/graphql-errors";
import type { Product } from "@/site/useSiteData";
import type { ShortPurchase } from "../product/pay-difference";
import { checkoutVariant, type CheckoutAttempt } from "../product/checkout-variant";
import { newIdempotencyKey } from "./idempotency-key";
import { quantityProblem } from "./purchase-rules";

export const PurchaseAccountsDocument = graphql(`
  mutation PurchaseAccounts($quantity: Int!, $idempotencyKey: String!) {
    purchaseAccounts(quantity: $quantity, idempotencyKey: $idempotencyKey) {
      __typename
      ... on Order {
        id
        quantity
      }
      ... on InsufficientBalanceError {
        balanceCents
        requiredCents
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on NotEnoughStockError {
        availableCount
      }
    }
  }
`);

export type PurchaseResult = PurchaseAccountsMutation["purchaseAccounts"];

/** The idempotency key of the current attempt and the quantity it was for. */
export interface PurchaseAttempt {
  key: string;
  quantity: number;
}

/** What the home page's purchase card hands over when Purchase is clicked by a signed-in buyer. */
export interface HomePurchase {
  client: ApolloClient;
  attempt: { current: PurchaseAttempt | null };
  checkoutAttempt: { current: CheckoutAttempt | null };
  quantity: string;
  /** The chosen option when it is not the product's default variant (bought as a cart of one line); null: the default. */
  variantId: string | null;
  product: Product;
  available: number | null;
  isAdmin: boolean;
  t: TFunction<"public">;
  navigate: NavigateFunction;
  offerPayDifference: (short: ShortPurchase) => Promise<boolean>;
  openInsufficientBalance: () => void;
  /** Asks the buyer before the balance is spent; false: they cancelled. */
  confirm: () => Promise<boolean>;
}

/**
 * One idempotency key per purchase attempt: a retry after a lost answer (network error) sends
 * the same key, so the server returns the first order instead of buying twice; any answer ends
 * the attempt and the next click starts a new one.
 */
async function purchaseAccounts(client: ApolloClient, attempt: HomePurchase["attempt"], quantity: number, withOptions: boolean): Promise<PurchaseResult> {
  if (!attempt.current || attempt.current.quantity !== quantity) attempt.current = { key: newIdempotencyKey(), quantity };
  const { data } = await client.mutate({
    mutation: PurchaseAccountsDocument,
    variables: { quantity, idempotencyKey: attempt.current.key },
  });
  attempt.current = null;
  // The stock counts (the options' in SiteData) and the header's balance are the lite client's.
  await refetchLite(withOptions ? ["AvailableStock", "CurrentUser", "Storefront", "SiteData"] : ["AvailableStock", "CurrentUser", "Storefront"]);
  if (!data) throw new Error("The server sent no answer.");
  return data.purchaseAccounts;
}

/**
 * The home card's Purchase, from the checks the shop makes before asking the server to the
 * answer: the pack in the customer's dashboard, the "pay the difference" or Insufficient
 * Balance dialog, or the refusal in the reader's language. A chunk of its own: a visitor who
 * only looks never downloads it (nor the `errors` texts it may show).
 */
export async function runHomePurchase(p: HomePurchase): Promise<void> {
  const { t } = p;
  // The refusals are in namespace `errors`: fetched alongside, awaited only before one is shown.
  const errorsReady = i18n.loadNamespaces("errors").catch(() => undefined);
  const refuse = async (describe: () => string) => {
    await errorsReady;
    notify({ title: t("purchase.error"), description: describe(), variant: "destructive" });
  };
  if (p.isAdmin) return refuse(() => t("purchase.adminsCannotPurchase"));
  const limits = { min: p.product.minPurchaseQuantity, max: p.product.maxPurchaseQuantity, available: p.available };
  await errorsReady;
  const problem = quantityProblem(p.quantity, limits);
  if (problem) return refuse(() => problem);
  if (!(await p.confirm())) return;
  if (p.variantId) return buyVariant(p, p.variantId, refuse);
  try {
    const result = await purchaseAccounts(p.client, p.attempt, Number(p.quantity), p.product.variants.length > 1);
    if (result.__typename === "Order") {
      notify({ title: t("purchase.successful"), description: t("purchase.added", { count: result.quantity }) });
      p.navigate("/customer/dashboard", { state: { newOrderId: result.id } });
      return;
    }
    if (result.__typename === "InsufficientBalanceError") {
      const short = {
        productId: p.product.id,
        quantity: Number(p.quantity),
        couponCode: null,
        balanceCents: result.balanceCents,
        requiredCents: result.requiredCents,
      };
      if (!(await p.offerPayDifference(short))) p.openInsufficientBalance();
      return;
    }
    await refuse(() => purchaseErrorMessage(result));
  } catch (err) {
    await refuse(() => errorMessage(err));
  }
}

/** Another option than the default: a cart of one line from the balance (carts have no "pay the difference" yet). */
async function buyVariant(p: HomePurchase, variantId: string, refuse: (describe: () => string) => Promise<void>): Promise<void> {
  const { t } = p;
  try {
    const result = await checkoutVariant(p.client, p.checkoutAttempt, { variantId, quantity: Number(p.quantity), couponCode: null });
    if (result.__typename === "Checkout") {
      notify({ title: t("purchase.successful"), description: t("purchase.added", { count: result.order.quantity }) });
      p.navigate("/customer/dashboard", { state: { newOrderId: result.order.id } });
      return;
    }
    if (result.__typename === "InsufficientBalanceError") {
      p.openInsufficientBalance();
      return;
    }
    // Only a checkout that opens a payment (a guest's, or one with payWith) is answered with a reservation: this one pays from the balance.
    if (result.__typename === "PendingPurchase") return;
    await refuse(() => purchaseErrorMessage(result));
  } catch (err) {
    await refuse(() => errorMessage(err));
  }
}
