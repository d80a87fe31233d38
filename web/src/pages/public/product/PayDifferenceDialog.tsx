import { useMutation } from "@apollo/client/react";
import { Button, Dialog, Field, HStack, NativeSelect, Portal, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatMoney } from "@/i18n/format";
import { newIdempotencyKey } from "../home/idempotency-key";
import { paymentOf, type PayableShortPurchase, type PaymentAttempt } from "./pay-difference";
import type { AwaitingAddressPayment } from "./PayToAddressDialog";

// Only a payment to a crypto address needs it (and, inside it, the QR encoder): a chunk of its own.
const PayToAddressDialog = lazy(() => import("./PayToAddressDialog").then((m) => ({ default: m.PayToAddressDialog })));

const PurchaseWithPaymentDocument = graphql(`
  mutation PurchaseWithPayment($productId: ID!, $quantity: Int!, $couponCode: String, $idempotencyKey: String!, $payWith: String!) {
    purchase(productId: $productId, quantity: $quantity, couponCode: $couponCode, idempotencyKey: $idempotencyKey, payWith: $payWith) {
      __typename
      ... on PendingPurchase {
        id
        status
        paymentUrl
        address {
          address
          amount
          currency
          qrText
        }
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
      ... on CouponRefusedError {
        minOrderCents
      }
      ... on TooManyReservationsError {
        limit
      }
    }
  }
`);

interface PayDifferenceDialogProps {
  short: PayableShortPurchase;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  methodId: string | null;
  onMethodChange: (methodId: string) => void;
  attempt: RefObject<PaymentAttempt | null>;
}

/** The "pay the difference" dialog that `usePayDifference` opens (a chunk of its own, loaded on the first short purchase). */
export default function PayDifferenceDialog({ short, open, onOpenChange, methodId, onMethodChange, attempt }: PayDifferenceDialogProps) {
  const { t } = useTranslation("public");
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(PurchaseWithPaymentDocument);
  const [toAddress, setToAddress] = useState<AwaitingAddressPayment | null>(null);

  async function pay() {
    if (!methodId) return;
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
      if (result.__typename === "PendingPurchase" && result.address) {
        setToAddress({ orderId: result.id, address: result.address, paymentUrl: result.paymentUrl ?? null });
        return;
      }
      if (result.__typename === "PendingPurchase" && result.paymentUrl) {
        window.location.assign(result.paymentUrl);
        return;
      }
      if (result.__typename === "Purchase") {
        onOpenChange(false);
        notify({ title: t("purchase.successful"), description: t("payDifference.paidFromBalance") });
        navigate(`/customer/dashboard?order=${result.order.id}`);
        return;
      }
      onOpenChange(false);
      notify({ title: t("purchase.error"), description: "message" in result ? result.message : t("payDifference.notWaiting"), variant: "destructive" });
    } catch (err) {
      notify({ title: t("purchase.error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  const shortCents = short.requiredCents - short.balanceCents;
  const chosen = short.methods.find((m) => m.id === methodId) ?? null;
  const payment = chosen ? paymentOf(chosen, shortCents) : null;

  // A crypto gateway: the reserved order is paid to an address, shown with its QR code.
  if (toAddress) {
    return (
      <Suspense fallback={null}>
        <PayToAddressDialog
          payment={toAddress}
          open={open}
          onOpenChange={onOpenChange}
          onPaid={() => {
            onOpenChange(false);
            navigate(`/customer/dashboard?order=${toAddress.orderId}`);
          }}
        />
      </Suspense>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} role="alertdialog" placement="center">
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
                    <NativeSelect.Field value={methodId ?? ""} onChange={(e) => onMethodChange(e.currentTarget.value)}>
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
                    onOpenChange(false);
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
}
