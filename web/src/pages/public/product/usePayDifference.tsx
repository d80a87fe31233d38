import { Suspense, useRef, useState } from "react";
import { lazyWithApollo, loadApolloClient } from "@/app/apollo-loader";
import { dismissNotifications } from "@/components/notify";
import { PaymentMethodsForPurchaseQuery, paymentOf, type PayableShortPurchase, type PaymentAttempt, type ShortPurchase } from "./pay-difference";

// The dialog (Chakra's dialog, its focus trap and the pay mutation) is its own chunk, fetched
// while the payment methods are asked for: the home page shows no dialog until a purchase is short.
const loadPayDifferenceDialog = () => import("./PayDifferenceDialog");
// It brings Apollo Client with it: the home page that offers it reads through the lite client.
const PayDifferenceDialog = lazyWithApollo(loadPayDifferenceDialog);

/**
 * "Pay the difference": when a purchase is refused for a short balance and the shop takes
 * payments, `offer` opens this dialog instead of the plain Insufficient Balance one (same title,
 * text and Add Funds), with "Pay $X.XX and buy" through the enabled methods. Paying reserves
 * the order and sends the buyer to the provider, who sends them back to the delivered pack.
 */
export function usePayDifference() {
  const [short, setShort] = useState<PayableShortPurchase | null>(null);
  const [open, setOpen] = useState(false);
  const [methodId, setMethodId] = useState<string | null>(null);
  const attempt = useRef<PaymentAttempt | null>(null);
  // Each offer mounts a fresh dialog (so an earlier offer's address step does not come back).
  const [offerCount, setOfferCount] = useState(0);

  /** Opens the dialog when a method can pay the difference; false means: show the plain dialog. */
  async function offer(purchase: ShortPurchase): Promise<boolean> {
    const dialogCode = loadPayDifferenceDialog().catch(() => null);
    const client = await loadApolloClient().catch(() => null);
    if (!client) return false;
    const { data } = await client.query({ query: PaymentMethodsForPurchaseQuery, fetchPolicy: "network-only" }).catch(() => ({ data: undefined }));
    const shortCents = purchase.requiredCents - purchase.balanceCents;
    const methods = (data?.paymentMethods ?? []).filter((m) => paymentOf(m, shortCents));
    if (!methods.length) return false;
    // Without its code (a failed chunk fetch) the plain Insufficient Balance dialog is shown instead.
    if (!(await dialogCode)) return false;
    dismissNotifications();
    setShort({ ...purchase, methods });
    setMethodId(methods[0]!.id);
    setOfferCount((n) => n + 1);
    setOpen(true);
    return true;
  }

  const dialog = short && (
    <Suspense fallback={null}>
      <PayDifferenceDialog
        key={offerCount}
        short={short}
        open={open}
        onOpenChange={setOpen}
        methodId={methodId}
        onMethodChange={setMethodId}
        attempt={attempt}
      />
    </Suspense>
  );

  return { offer, dialog };
}
