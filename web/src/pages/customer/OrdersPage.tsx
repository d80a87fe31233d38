import { useQuery } from "@apollo/client/react";
import { Badge, Button, Card, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuFileDown } from "react-icons/lu";
import { notify } from "@/components/notify";
import { PageLoading } from "@/components/PageLoading";
import { Pagination } from "@/components/Pagination";
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
      {error && !orders && <Text color="fg.error">{errorMessage(error, "Could not load your orders.")}</Text>}
      {loading && !orders && <PageLoading />}
      {orders && orders.total === 0 && <Text color="fg.muted">You have no orders yet.</Text>}
      {orders && orders.total > 0 && (
        <Card.Root variant="outline">
          <Card.Body p="0">
            <Table.ScrollArea>
              <Table.Root size="sm" interactive>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Order ID</Table.ColumnHeader>
                    <Table.ColumnHeader>Date</Table.ColumnHeader>
                    <Table.ColumnHeader>Product</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Invoice</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {orders.items.map((o) => (
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
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Download invoice for order ${o.id.slice(0, 12)}`}
                          onClick={() => notify({ title: "Invoice Download", description: "Invoice download is not yet available." })}
                        >
                          <LuFileDown /> Invoice
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Card.Body>
        </Card.Root>
      )}
      {orders && <Pagination page={page} pageSize={PAGE_SIZE} total={orders.total} onPageChange={setPage} itemLabel="orders" />}
    </Stack>
  );
}
