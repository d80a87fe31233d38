import { useQuery } from "@apollo/client/react";
import { Badge, Button, Heading, Stack, Table } from "@chakra-ui/react";
import { useState } from "react";
import { LuFileDown } from "react-icons/lu";
import { DataTableFrame } from "@/components/DataTableFrame";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";

const PAGE_SIZE = 20;

const MyOrderHistoryQuery = graphql(`
  query MyOrderHistory($limit: Int!, $offset: Int!) {
    myOrders(limit: $limit, offset: $offset) {
      total
      items {
        id
        productName
        quantity
        totalPriceCents
        purchaseDate
        status
      }
    }
  }
`);

export default function OrdersPage() {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(MyOrderHistoryQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const orders = data?.myOrders;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Order History
      </Heading>
      <DataTableFrame
        columns={[
          { header: "Order ID" },
          { header: "Date" },
          { header: "Product" },
          { header: "Quantity", alignEnd: true },
          { header: "Total", alignEnd: true },
          { header: "Status" },
          { header: "Invoice", alignEnd: true },
        ]}
        total={orders?.total}
        error={error && errorMessage(error, "Could not load your orders.")}
        loading={loading}
        emptyText="You have no orders yet."
        interactive
        pagination={{ page, pageSize: PAGE_SIZE, onPageChange: setPage, itemLabel: "orders" }}
      >
        {orders?.items.map((o) => (
          <Table.Row key={o.id}>
            <Table.Cell fontFamily="mono" title={o.id}>
              {o.id.slice(0, 12)}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{new Date(o.purchaseDate).toLocaleString()}</Table.Cell>
            <Table.Cell>{o.productName}</Table.Cell>
            <Table.Cell textAlign="end">{o.quantity}</Table.Cell>
            <Table.Cell textAlign="end">${formatCents(o.totalPriceCents)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette="green">{o.status}</Badge>
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Button asChild size="xs" variant="outline">
                <a href={`/api/orders/${o.id}/invoice`} target="_blank" rel="noopener" aria-label={`Invoice for order ${o.id.slice(0, 12)}`}>
                  <LuFileDown /> Invoice
                </a>
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTableFrame>
    </Stack>
  );
}
