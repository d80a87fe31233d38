import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Badge, Button, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuFileDown } from "react-icons/lu";
import { DataTableFrame } from "@/components/DataTableFrame";
import { PhoneCard } from "@/components/PhoneCard";
import { graphql } from "@/gql";
import type { MyOrderHistoryQuery as MyOrderHistoryQueryResult } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatDateTime, formatMoney, formatNumber } from "@/i18n/format";

const PAGE_SIZE = 20;

const MyOrderHistoryQuery = graphql(`
  query MyOrderHistory($limit: Int!, $offset: Int!) {
    myOrders(limit: $limit, offset: $offset) {
      total
      items {
        ...OrderSummaryFields
        status
      }
    }
  }
`);

type OrderRow = NonNullable<MyOrderHistoryQueryResult["myOrders"]>["items"][number];

function InvoiceLink({ id }: { id: string }) {
  const { t } = useTranslation("customer");
  return (
    <Button asChild size="xs" variant="outline">
      <a href={`/api/orders/${id}/invoice`} target="_blank" rel="noopener" aria-label={t("orders.invoiceFor", { id: id.slice(0, 12) })}>
        <LuFileDown /> {t("orders.invoice")}
      </a>
    </Button>
  );
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("customer");
  return <Badge colorPalette="green">{t(`orders.statuses.${status}`, { defaultValue: status })}</Badge>;
}

/** An order at phone width: product and status on top, the other columns below, the invoice always in view. */
function OrderCard({ order: o }: { order: OrderRow }) {
  const { t } = useTranslation("customer");
  return (
    <PhoneCard
      title={o.productName}
      badge={<StatusBadge status={o.status} />}
      fields={[
        { label: t("orders.orderId"), value: <Text fontFamily="mono">{o.id.slice(0, 12)}</Text> },
        { label: t("orders.date"), value: formatDateTime(o.purchaseDate) },
        { label: t("orders.quantity"), value: formatNumber(o.quantity) },
        { label: t("orders.total"), value: formatMoney(o.totalPriceCents) },
      ]}
      actions={<InvoiceLink id={o.id} />}
    />
  );
}

export default function OrdersPage() {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(MyOrderHistoryQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const orders = data?.myOrders;
  const { t } = useTranslation("customer");

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t("orders.title")}
      </Heading>
      <DataTableFrame
        columns={[
          { header: t("orders.orderId") },
          { header: t("orders.date") },
          { header: t("orders.product") },
          { header: t("orders.quantity"), alignEnd: true },
          { header: t("orders.total"), alignEnd: true },
          { header: t("orders.status") },
          { header: t("orders.invoice"), alignEnd: true },
        ]}
        total={orders?.total}
        error={error && errorMessage(error, t("orders.loadFailed"))}
        loading={loading}
        emptyText={t("orders.none")}
        interactive
        testId="order-history"
        phoneCards={orders?.items.map((o) => (
          <OrderCard key={o.id} order={o} />
        ))}
        pagination={{ page, pageSize: PAGE_SIZE, onPageChange: setPage, itemLabel: t("orders.itemLabel") }}
      >
        {orders?.items.map((o) => (
          <Table.Row key={o.id}>
            <Table.Cell fontFamily="mono" title={o.id}>
              {o.id.slice(0, 12)}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(o.purchaseDate)}</Table.Cell>
            <Table.Cell>{o.productName}</Table.Cell>
            <Table.Cell textAlign="end">{formatNumber(o.quantity)}</Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(o.totalPriceCents)}</Table.Cell>
            <Table.Cell>
              <StatusBadge status={o.status} />
            </Table.Cell>
            <Table.Cell textAlign="end">
              <InvoiceLink id={o.id} />
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTableFrame>
    </Stack>
  );
}
