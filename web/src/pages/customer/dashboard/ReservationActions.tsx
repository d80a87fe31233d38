import { useMutation } from "@apollo/client/react";
import { Button, HStack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

const PayReservationDocument = graphql(`
  mutation PayReservation($id: ID!, $payWith: String!) {
    payReservation(id: $id, payWith: $payWith) {
      id
      status
      paymentUrl
    }
  }
`);

const CancelReservationDocument = graphql(`
  mutation CancelReservation($id: ID!) {
    cancelReservation(id: $id) {
      id
      status
    }
  }
`);

/**
 * What the buyer can do with a reservation still waiting for its payment: go (back) to the
 * payment page, which opens a new payment when the last one has none, or give the reservation up.
 */
export function ReservationActions({ id, paymentMethod, onChanged }: { id: string; paymentMethod: string; onChanged: () => void }) {
  const { t } = useTranslation("public");
  const [confirming, setConfirming] = useState(false);
  const [pay, { loading: paying }] = useMutation(PayReservationDocument);
  const [cancel, { loading: cancelling }] = useMutation(CancelReservationDocument);

  async function goToPayment() {
    try {
      const { data } = await pay({ variables: { id, payWith: paymentMethod } });
      const url = data?.payReservation.paymentUrl;
      if (url) window.location.assign(url);
      else onChanged();
    } catch (err) {
      notify({ title: t("purchase.error"), description: errorMessage(err), variant: "destructive" });
      onChanged();
    }
  }

  async function cancelIt() {
    try {
      await cancel({ variables: { id } });
      setConfirming(false);
      notify({ title: t("reservation.cancelledTitle"), description: t("reservation.cancelled") });
    } catch (err) {
      notify({ title: t("purchase.error"), description: errorMessage(err), variant: "destructive" });
    }
    onChanged();
  }

  return (
    <>
      <HStack gap="2" wrap="wrap" mt="3">
        <Button size="sm" colorPalette="teal" loading={paying} disabled={cancelling} onClick={goToPayment}>
          {t("reservation.pay")}
        </Button>
        <Button size="sm" variant="outline" disabled={paying || cancelling} onClick={() => setConfirming(true)}>
          {t("reservation.cancel")}
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("reservation.cancelTitle")}
        description={t("reservation.cancelDescription")}
        confirmLabel={t("reservation.cancel")}
        cancelLabel={t("common:cancel")}
        destructive
        loading={cancelling}
        onConfirm={cancelIt}
      />
    </>
  );
}
