import { useCallback, useRef, useState } from "react";
import { loadApolloClient } from "@/app/apollo-loader";
import type { CheckoutAttempt } from "../product/checkout-variant";
import type { HomePurchase, PurchaseAttempt } from "./home-purchase";

// The purchase itself (its mutation, the checks, the error texts) is fetched on the first
// pointer or focus on the card's controls, else on the click: a visitor who only looks never downloads it.
// Apollo Client comes with it: the home page itself reads through the lite client.
const loadHomePurchase = () => Promise.all([import("./home-purchase"), loadApolloClient()]);

/** The home card's Purchase: `buy` runs it (loading its code the first time), `prefetch` warms that code. */
export function usePurchaseAccounts() {
  const attempt = useRef<PurchaseAttempt | null>(null);
  const checkoutAttempt = useRef<CheckoutAttempt | null>(null);
  const [loading, setLoading] = useState(false);

  const prefetch = useCallback(() => void loadHomePurchase().catch(() => undefined), []);

  async function buy(request: Omit<HomePurchase, "client" | "attempt" | "checkoutAttempt">): Promise<void> {
    setLoading(true);
    try {
      const [{ runHomePurchase }, client] = await loadHomePurchase();
      await runHomePurchase({ ...request, client, attempt, checkoutAttempt });
    } finally {
      setLoading(false);
    }
  }

  return { buy, prefetch, loading };
}
