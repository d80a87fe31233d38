import { useMutation } from "@apollo/client/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { CartLine } from "@/cart/cart-lines";
import type { PayForCartMutation as PayForCartAnswer } from "@/gql/graphql";
import { i18n } from "@/i18n";
import { errorCode, errorField, errorMessage, purchaseErrorMessage } from "@/lib/graphql-errors";
import { useBrowserCheck } from "@/lib/proof-of-work/useBrowserCheck";
import { newIdempotencyKey } from "../home/idempotency-key";
import { rememberOrderAccess } from "../orders/order-access-store";
import { PayForCartMutation } from "./guest-checkout-documents";

type Answer = PayForCartAnswer["checkout"];

/** What paying for the cart through a payment method came to, in the terms the cart page shows. */
export type PayOutcome =
  /** The order is held: the buyer goes to the provider's page. */
  | { kind: "pay"; paymentUrl: string }
  /** The shop sells to members only (guest checkout off): sign in and come back. */
  | { kind: "signInRequired" }
  /** One of the form's fields is wrong ("email", "orderPassword"). */
  | { kind: "field"; field: "email" | "orderPassword"; message: string }
  /** Refused: the problems of single lines (by variant id) go on those lines, the rest on the form. */
  | { kind: "refused"; lineProblems: Record<string, string>; message: string | null };

function refusedVariant(answer: Answer): string | null {
  switch (answer.__typename) {
    case "NotEnoughStockError":
      return answer.stockVariantId;
    case "InvalidQuantityError":
      return answer.quantityVariantId;
    case "ProductUnavailableError":
      return answer.unavailableVariantId;
    case "PurchaseNotAllowedError":
      return answer.notAllowedVariantId ?? null;
    default:
      return null;
  }
}

export interface PayRequest {
  payWith: string;
  /** A guest's e-mail and optional order password; null for a signed-in member paying what the balance lacks. */
  guest: { email: string; orderPassword: string } | null;
}

/**
 * The cart paid through a payment method, as a guest or as a member whose balance is short: one
 * idempotency key per attempt (a retry of the same request sends it again), the browser check
 * when the server asks for it, and the guest order's access token kept in this browser.
 */
export function usePayForCart() {
  const [mutate, { loading }] = useMutation(PayForCartMutation);
  const browserCheck = useBrowserCheck("GUEST_CHECKOUT");
  const attempt = useRef<{ key: string; request: string } | null>(null);
  const { t } = useTranslation("public");

  async function run(lines: CartLine[], request: PayRequest, nameOf: (variantId: string) => string): Promise<PayOutcome> {
    const input = lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));
    const fingerprint = JSON.stringify({ input, request });
    if (!attempt.current || attempt.current.request !== fingerprint) attempt.current = { key: newIdempotencyKey(), request: fingerprint };
    const key = attempt.current.key;
    let answer: Answer;
    try {
      const { data } = await browserCheck.run((challengeSolution) =>
        mutate({
          variables: {
            lines: input,
            idempotencyKey: key,
            payWith: request.payWith,
            email: request.guest?.email ?? null,
            orderPassword: request.guest?.orderPassword || null,
            language: request.guest ? (i18n.resolvedLanguage ?? "en") : null,
            challengeSolution,
          },
        }),
      );
      if (!data) throw new Error("The server sent no answer.");
      answer = data.checkout;
    } catch (err) {
      const code = errorCode(err);
      if (code === "UNAUTHENTICATED") return { kind: "signInRequired" };
      const field = errorField(err);
      if (field === "email" || field === "orderPassword") return { kind: "field", field, message: errorMessage(err) };
      return { kind: "refused", lineProblems: {}, message: errorMessage(err) };
    }
    attempt.current = null;
    if (answer.__typename === "PendingPurchase") {
      if (answer.accessToken && answer.orderNumber) rememberOrderAccess({ orderId: answer.id, accessToken: answer.accessToken, number: answer.orderNumber });
      if (answer.paymentUrl) return { kind: "pay", paymentUrl: answer.paymentUrl };
      return { kind: "refused", lineProblems: {}, message: t("guestCheckout.noPaymentPage") };
    }
    // The balance covered it after all (topped up in another tab): the order is on the dashboard.
    if (answer.__typename === "Checkout") return { kind: "pay", paymentUrl: `/customer/orders` };
    if (answer.__typename === "PurchaseNotAllowedError" && answer.errorCode === "ACCOUNT_REQUIRED" && !answer.notAllowedVariantId)
      return { kind: "refused", lineProblems: {}, message: t("guestCheckout.accountRequired") };
    const variantId = refusedVariant(answer);
    if (variantId === null) return { kind: "refused", lineProblems: {}, message: purchaseErrorMessage(answer) };
    const problem =
      answer.__typename === "NotEnoughStockError"
        ? t("cart.onlyLeft", { count: answer.availableCount, name: nameOf(variantId) })
        : answer.__typename === "PurchaseNotAllowedError"
          ? t("guestCheckout.lineNeedsAccount")
          : purchaseErrorMessage(answer);
    return { kind: "refused", lineProblems: { [variantId]: problem }, message: null };
  }

  return { run, loading: loading || browserCheck.checking, browserCheck };
}
