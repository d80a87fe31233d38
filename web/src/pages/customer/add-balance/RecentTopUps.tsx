import { useQuery } from "@apollo/client/react";
import { Badge, Card, Table } from "@chakra-ui/react";
import { graphql } from "@/gql";
import type { PaymentStatus } from "@/gql/graphql";
import { formatCents } from "@/lib/money";

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

const STATUS: Record<PaymentStatus, { label: string; palette: string }> = {
  PENDING: { label: "Pending", palette: "yellow" },
  PAID: { label: "Paid", palette: "green" },
  FAILED: { label: "Failed", palette: "red" },
  CANCELLED: { label: "Cancelled", palette: "gray" },
  NEEDS_REVIEW: { label: "Under review", palette: "orange" },
  REJECTED: { label: "Rejected", palette: "red" },
};

const METHOD_NAMES: Record<string, string> = {
  cryptomus: "Cryptomus",
  sandbox: "Test payment",
  stripe: "Card (Stripe)",
  btcpay: "Bitcoin (BTCPay)",
  epusdt: "USDT",
};

/** The customer's last top-ups, so a payment that is still confirming is visible. */
export function RecentTopUps() {
  const { data } = useQuery(MyPaymentsQuery, { fetchPolicy: "cache-and-network" });
  const payments = data?.myPayments ?? [];
  if (payments.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="recent-topups-heading">
      <Card.Header>
        <Card.Title as="h2" id="recent-topups-heading">
          Recent Top-ups
        </Card.Title>
      </Card.Header>
      <Card.Body overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              <Table.ColumnHeader>Method</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {payments.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell>
                  <time dateTime={p.createdAt}>{new Date(p.createdAt).toLocaleString()}</time>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  ${formatCents(p.amountCents)} {p.currency}
                </Table.Cell>
                <Table.Cell>{METHOD_NAMES[p.provider] ?? p.provider}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS[p.status].palette}>{STATUS[p.status].label}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
