import { useApolloClient, useMutation } from "@apollo/client/react";
import { Button, Dialog, Field, HStack, NativeSelect, Portal, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { dismissNotifications, notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatMoney } from "@/i18n/format";
import { newIdempotencyKey } from "../home/idempotency-key";

const PaymentMethodsForPurchaseQuery = graphql(`
  query PaymentMethodsForPurchase {
    paymentMethods {
      id
      name
      minAmountCents
      maxAmountCents
      feeBasisPoints
      feeFixedCents
    }
  }
`);

const PurchaseWithPaymentDocument = graphql(`
  mutation PurchaseWithPayment($productId: ID!, $quantity: Int!, $couponCode: String, $idempotencyKey: String!, $payWith: String!) {
    purchase(productId: $productId, quantity: $quantity, couponCode: $couponCode, idempotencyKey: $idempotencyKey, payWith: $payWith) {
      __typename
      ... on PendingPurchase {
        id
        status
        paymentUrl
      }
      ... on Purchase {
        order {
          id
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

interface Method {
  id: string;
  name: string;
  minAmountCents: number;
  maxAmountCents: number;
  feeBasisPoints: number;
  feeFixedCents: number;
}

/** What the buyer pays with a method: the shortfall raised to its minimum, plus its fee (the server's rule). */
function paymentOf(method: Method, shortCents: number): { amountCents: number; feeCents: number } | null {
  const base = Math.max(shortCents, method.minAmountCents);
  if (base > method.maxAmountCents) return null;
  const feeCents = Math.ceil((base * method.feeBasisPoints) / 10_000) + method.feeFixedCents;
  return { amountCents: base + feeCents, feeCents };
}

export interface ShortPurchase {
  productId: string;
  quantity: number;
  couponCode: string | null;
  balanceCents: number;
  requiredCents: number;
}

/**
 * "Pay the difference": when a purchase is refused for a short balance and the shop takes
 * payments, `offer` opens this dialog instead of the plain Insufficient Balance one (same title,
 * text and Add Funds), with "Pay $X.XX and buy" through the enabled methods. Paying reserves
 * the order and sends the buyer to the provider, who sends them back to the delivered pack.
 */
export function usePayDifference() {
  const { t } = useTranslation("public");
  const client = useApolloClient();
  const navigate = useNavigate();
  const [short, setShort] = useState<(ShortPurchase & { methods: Method[] }) | null>(null);
  const [open, setOpen] = useState(false);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(PurchaseWithPaymentDocument);
  const attempt = useRef<{ key: string; request: string } | null>(null);

  /** Opens the dialog when a method can pay the difference; false means: show the plain dialog. */
  async function offer(purchase: ShortPurchase): Promise<boolean> {
    const { data } = await client.query({ query: PaymentMethodsForPurchaseQuery, fetchPolicy: "network-only" }).catch(() => ({ data: undefined }));
    const shortCents = purchase.requiredCents - purchase.balanceCents;
    const methods = (data?.paymentMethods ?? []).filter((m) => paymentOf(m, shortCents));
    if (!methods.length) return false;
    dismissNotifications();
    setShort({ ...purchase, methods });
    setMethodId(methods[0]!.id);
    setOpen(true);
    return true;
  }

  async function pay() {
    if (!short || !methodId) return;
    const request = JSON.stringify([short.productId, short.quantity, short.couponCode, methodId]);
    if (!attempt.current || attempt.current.request !== request) attempt.current = { key: newIdempotencyKey(), request };
    try {
      const { data } = await mutate({
        variables: {
          productId: short.productId,
          quantity: short.quantity,
          couponCode: short.couponCode,
          idempotencyKey: attempt.current.key,
          payWith: methodId,
        },
      });
      const result = data?.purchase;
      if (!result) throw new Error("The server sent no answer.");
      attempt.current = null;
      if (result.__typename === "PendingPurchase" && result.paymentUrl) {
        window.location.assign(result.paymentUrl);
        return;
      }
      if (result.__typename === "Purchase") {
        setOpen(false);
        notify({ title: t("purchase.successful"), description: t("payDifference.paidFromBalance") });
        navigate(`/customer/dashboard?order=${result.order.id}`);
        return;
      }
      setOpen(false);
      notify({ title: t("purchase.error"), description: "message" in result ? result.message : t("payDifference.notWaiting"), variant: "destructive" });
    } catch (err) {
      notify({ title: t("purchase.error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  const shortCents = short ? short.requiredCents - short.balanceCents : 0;
  const chosen = short?.methods.find((m) => m.id === methodId) ?? null;
  const payment = chosen ? paymentOf(chosen, shortCents) : null;

  const dialog = short && (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t("common:insufficientBalance.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>{t("common:insufficientBalance.description")}</Dialog.Description>
                <Text fontWeight="medium">
                  {t("payDifference.shortBy", { balance: formatMoney(short.balanceCents), total: formatMoney(short.requiredCents) })}
                </Text>
                <Text>{t("payDifference.orPay")}</Text>
                <Field.Root>
                  <Field.Label>{t("payDifference.methods")}</Field.Label>
                  <NativeSelect.Root disabled={loading}>
                    <NativeSelect.Field value={methodId ?? ""} onChange={(e) => setMethodId(e.currentTarget.value)}>
                      {short.methods.map((m) => {
                        const p = paymentOf(m, shortCents)!;
                        return (
                          <option key={m.id} value={m.id}>
                            {`${m.name} — ${formatMoney(p.amountCents)}`}
                            {p.feeCents > 0 ? ` (${t("payDifference.fee", { fee: formatMoney(p.feeCents) })})` : ""}
                          </option>
                        );
                      })}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Text fontSize="sm" color="fg.muted">
                  {t("payDifference.held")}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2" wrap="wrap" justify="flex-end" w="full">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={loading}>
                    {t("common:cancel")}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  variant="outline"
                  disabled={loading}
                  onClick={() => {
                    setOpen(false);
                    navigate("/customer/add-balance");
                  }}
                >
                  {t("common:insufficientBalance.addFunds")}
                </Button>
                <Button colorPalette="teal" loading={loading} disabled={!payment} onClick={pay}>
                  {t("payDifference.pay", { amount: formatMoney(payment?.amountCents ?? shortCents) })}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );

  return { offer, dialog };
}
