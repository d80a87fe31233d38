import { Button, Dialog, HStack, Portal } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentAddress } from "@/components/payment/PaymentAddressPanel";

// The QR encoder (and the customer texts) come only with a payment that shows an address.
const PaymentAddressPanel = lazy(() => import("@/components/payment/PaymentAddressPanel"));

export interface AwaitingAddressPayment {
  orderId: string;
  address: PaymentAddress;
  paymentUrl: string | null;
}

/**
 * Pay the difference through a crypto gateway (epusdt, BTCPay…): the order is reserved, and the
 * buyer pays from a wallet by scanning the QR code or copying the address and amount. "I have
 * paid" leads to the order page, which waits for the payment and shows the delivered pack.
 */
export function PayToAddressDialog({
  payment,
  open,
  onOpenChange,
  onPaid,
}: {
  payment: AwaitingAddressPayment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation(["customer", "public"]);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size={{ base: "full", sm: "lg" }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: "0", sm: "4" }}>
            <Dialog.Header>
              <Dialog.Title>{t("customer:paymentAddress.sentTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description mb="4">{t("public:payDifference.waiting")}</Dialog.Description>
              <Suspense fallback={null}>
                <PaymentAddressPanel address={payment.address} paymentUrl={payment.paymentUrl} />
              </Suspense>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2" wrap="wrap" justify="flex-end" w="full">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t("common:close")}</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="teal" onClick={onPaid}>
                  {t("customer:paymentAddress.checkOrder")}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
