import { useApolloClient, useQuery } from "@apollo/client/react";
import { Alert } from "@chakra-ui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { refetchLite } from "@/graphql/lite-client";
import { graphql } from "@/gql";
import { ReservationActions } from "./ReservationActions";

const RecentOrdersQuery = graphql(`
  query RecentOrderIds {
    myOrders(limit: 10, offset: 0) {
      items {
        id
      }
    }
  }
`);

const ReturnedReservationQuery = graphql(`
  query ReturnedReservation($id: ID!) {
    myReservation(id: $id) {
      id
      status
      paymentMethod
    }
  }
`);

const POLL_MS = 3000;

/**
 * Shown when a payment provider sends the buyer back from paying the difference
 * (/customer/dashboard?order=id): waits for the order to be delivered, then shows it. While the
 * reservation waits, the buyer can go back to the payment or cancel it; a reservation that ended
 * unpaid (payment failed, cancelled, expired) says so instead of waiting.
 */
export function PaymentReturnNotice({ orderId }: { orderId: string }) {
  const { t } = useTranslation("public");
  const client = useApolloClient();
  const { data, startPolling, stopPolling } = useQuery(RecentOrdersQuery, { fetchPolicy: "network-only" });
  // A purchase paid from the balance has no reservation: the query's NOT_FOUND is expected then.
  const held = useQuery(ReturnedReservationQuery, { variables: { id: orderId }, fetchPolicy: "network-only", errorPolicy: "ignore" });
  const { startPolling: startHeldPolling, stopPolling: stopHeldPolling, refetch: refetchHeld } = held;
  const reservation = held.data?.myReservation ?? null;
  const delivered = !!data?.myOrders.items.some((o) => o.id === orderId) || reservation?.status === "completed";
  const ended = reservation?.status === "cancelled" || reservation?.status === "expired";

  useEffect(() => {
    if (delivered) {
      stopPolling();
      void client.refetchQueries({ include: ["MyAccountPacks", "MyLicensesSection", "MyDashboard", "RecentOrderIds"] });
      void refetchLite(["CurrentUser"]);
      return;
    }
    if (ended) return;
    startPolling(POLL_MS);
    startHeldPolling(POLL_MS);
    return () => {
      stopPolling();
      stopHeldPolling();
    };
  }, [delivered, ended, client, startPolling, stopPolling, startHeldPolling, stopHeldPolling]);

  if (ended && !delivered) {
    return (
      <Alert.Root status="warning" role="status" aria-live="polite" data-testid="payment-return-notice">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t("reservation.endedTitle")}</Alert.Title>
          <Alert.Description>{t(reservation.status === "expired" ? "reservation.expired" : "reservation.cancelled")}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Alert.Root status={delivered ? "success" : "info"} role="status" aria-live="polite" data-testid="payment-return-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{delivered ? t("payDifference.doneTitle") : t("payDifference.waitingTitle")}</Alert.Title>
        <Alert.Description>{delivered ? t("payDifference.done") : t("payDifference.waiting")}</Alert.Description>
        {reservation?.status === "reserved" && !delivered && (
          <ReservationActions id={reservation.id} paymentMethod={reservation.paymentMethod} onChanged={() => void refetchHeld()} />
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
