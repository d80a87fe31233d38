import { useApolloClient, useQuery } from "@apollo/client/react";
import { Alert } from "@chakra-ui/react";
import { useEffect } from "react";
import { graphql } from "@/gql";

/** Every text of the notice, in one place. */
const TEXT = {
  waitingTitle: "Waiting for your payment",
  waiting: "Your items are reserved. This page shows your order as soon as the payment provider confirms the payment.",
  doneTitle: "Payment received",
  done: "Your order has been delivered: it is highlighted below.",
} as const;

const RecentOrdersQuery = graphql(`
  query RecentOrderIds {
    myOrders(limit: 10, offset: 0) {
      items {
        id
      }
    }
  }
`);

const POLL_MS = 3000;

/**
 * Shown when a payment provider sends the buyer back from paying the difference
 * (/customer/dashboard?order=id): waits for the order to be delivered, then shows it.
 */
export function PaymentReturnNotice({ orderId }: { orderId: string }) {
  const client = useApolloClient();
  const { data, startPolling, stopPolling } = useQuery(RecentOrdersQuery, { fetchPolicy: "network-only" });
  const delivered = !!data?.myOrders.items.some((o) => o.id === orderId);

  useEffect(() => {
    if (delivered) {
      stopPolling();
      void client.refetchQueries({ include: ["MyAccountPacks", "MyLicensesSection", "CurrentUser"] });
      return;
    }
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [delivered, client, startPolling, stopPolling]);

  return (
    <Alert.Root status={delivered ? "success" : "info"} role="status" aria-live="polite" data-testid="payment-return-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{delivered ? TEXT.doneTitle : TEXT.waitingTitle}</Alert.Title>
        <Alert.Description>{delivered ? TEXT.done : TEXT.waiting}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
