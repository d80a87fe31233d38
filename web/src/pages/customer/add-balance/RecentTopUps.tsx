import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Badge, Card, Table, Text } from "@chakra-ui/react";
import { PAYMENT_EXPIRY_HOURS } from "@common/payment-expiry";
import { graphql } from "@/gql";
import type { PaymentStatus } from "@/gql/graphql";
import { formatDateTime, formatMoney } from "@/i18n/format";

const MyPaymentsQuery = graphql(`
  query MyPayments {
    myPayments(limit: 10) {
      id
      amountCents
      currency
      status
      provider
      createdAt
    }
  }
`);

const STATUS_PALETTE: Record<PaymentStatus, string> = {
  PENDING: "yellow",
  PAID: "green",
  FAILED: "red",
  CANCELLED: "gray",
  NEEDS_REVIEW: "orange",
  REJECTED: "red",
  EXPIRED: "gray",
};

/** Providers with a name in the reader's language (namespace customer, topUps.methods.*); others show their id. */
const KNOWN_METHODS = new Set(["cryptomus", "sandbox", "stripe", "btcpay", "epusdt"]);

/** The customer's last top-ups, so a payment that is still confirming is visible. */
export function RecentTopUps() {
  const { data } = useQuery(MyPaymentsQuery, { fetchPolicy: "cache-and-network" });
  const payments = data?.myPayments ?? [];
  const { t } = useTranslation("customer");
  if (payments.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="recent-topups-heading">
      <Card.Header>
        <Card.Title as="h2" id="recent-topups-heading">
          {t("topUps.title")}
        </Card.Title>
      </Card.Header>
      <Card.Body overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("topUps.date")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("topUps.amount")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("topUps.method")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("topUps.status")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {payments.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell>
                  <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {/* The shop's own currency is in the amount's sign ("$25.00"); another is named after a plain number. */}
                  {p.currency === "USD" ? formatMoney(p.amountCents) : `${(p.amountCents / 100).toFixed(2)} ${p.currency}`}
                </Table.Cell>
                <Table.Cell>{KNOWN_METHODS.has(p.provider) ? t(`topUps.methods.${p.provider}`) : p.provider}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_PALETTE[p.status]}>{t(`topUps.statuses.${p.status}`)}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text fontSize="sm" color="fg.muted" mt="3" data-testid="top-up-expiry">
          {t("topUps.expiryNote", { count: PAYMENT_EXPIRY_HOURS })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
