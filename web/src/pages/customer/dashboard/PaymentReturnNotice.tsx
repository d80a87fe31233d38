import { useApolloClient, useQuery } from "@apollo/client/react";
import { Alert } from "@chakra-ui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { refetchLite } from "@/graphql/lite-client";
import { graphql } from "@/gql";

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
  const { t } = useTranslation("public");
  const client = useApolloClient();
  const { data, startPolling, stopPolling } = useQuery(RecentOrdersQuery, { fetchPolicy: "network-only" });
  const delivered = !!data?.myOrders.items.some((o) => o.id === orderId);

  useEffect(() => {
    if (delivered) {
      stopPolling();
      void client.refetchQueries({ include: ["MyAccountPacks", "MyLicensesSection", "MyDashboard"] });
      void refetchLite(["CurrentUser"]);
      return;
    }
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [delivered, client, startPolling, stopPolling]);

  return (
    <Alert.Root status={delivered ? "success" : "info"} role="status" aria-live="polite" data-testid="payment-return-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{delivered ? t("payDifference.doneTitle") : t("payDifference.waitingTitle")}</Alert.Title>
        <Alert.Description>{delivered ? t("payDifference.done") : t("payDifference.waiting")}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
