import { useQuery } from "@apollo/client/react";
import { Badge, Button, Flex, Heading, HStack, IconButton, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { LuDownload, LuEye, LuFilter } from "react-icons/lu";
import { DataTableFrame } from "@/components/DataTableFrame";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { downloadOrdersCsv } from "./orders/downloadOrdersCsv";
import { OrderDetailsDialog } from "./orders/OrderDetailsDialog";
import { exportUrl, filterArgument, isFiltered, NO_FILTER, type OrderFilter } from "./orders/order-filter";
import { OrderFilterDialog } from "./orders/OrderFilterDialog";
import { ReservationsSection } from "./orders/ReservationsSection";
import { SearchInput } from "./shared/SearchInput";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import type { AdminT } from "./shared/admin-t";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney } from "@/i18n/format";

const PAGE_SIZE = 50;

const AdminOrdersQuery = graphql(`
  query AdminOrders($limit: Int!, $offset: Int!, $search: String, $filter: AdminOrderFilter) {
    adminOrders(limit: $limit, offset: $offset, search: $search, filter: $filter) {
      total
      items {
        ...OrderSummaryFields
        orderType
        customer {
          ...OrderCustomerFields
        }
      }
    }
  }
`);

function describeFilter(f: OrderFilter, t: AdminT): string {
  const parts = [];
  if (f.from) parts.push(t("orders.filter.fromDate", { date: f.from }));
  if (f.to) parts.push(t("orders.filter.toDate", { date: f.to }));
  if (f.orderType) parts.push(f.orderType === "account" ? t("orders.filter.accountsOnly") : t("orders.filter.softwareOnly"));
  if (f.productId) parts.push(t("orders.filter.oneProduct"));
  if (f.categoryId) parts.push(t("orders.filter.oneCategory"));
  return parts.join(t("orders.filter.separator"));
}

export default function OrdersPage() {
  const { t } = useTranslation("admin");
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim());
  const [filter, setFilter] = useState<OrderFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [filterOpen, setFilterOpen] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const { data, previousData, loading, error } = useQuery(AdminOrdersQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, search: term || null, filter: filterArgument(filter) },
    fetchPolicy: "cache-and-network",
  });

  useEffect(() => setPage(1), [term, filter]);

  const result = error ? undefined : (data ?? previousData)?.adminOrders;

  async function exportOrders() {
    setExporting(true);
    try {
      await downloadOrdersCsv(exportUrl(term, filter), (status) => t("orders.exportHttpError", { status }));
    } catch (err) {
      notify({ title: t("orders.exportFailed"), description: (err as Error).message, variant: "destructive" });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: "stretch", md: "center" }} direction={{ base: "column", md: "row" }} gap="3">
        <Heading as="h1" size="2xl">
          {t("orders.title")}
        </Heading>
        <HStack gap="2">
          <Button variant="outline" onClick={() => setFilterOpen(true)} flex={{ base: "1", md: "initial" }}>
            <LuFilter /> {t("orders.filter.title")}
          </Button>
          <Button variant="outline" onClick={exportOrders} loading={exporting} flex={{ base: "1", md: "initial" }}>
            <LuDownload /> {t("orders.export")}
          </Button>
        </HStack>
      </Flex>
      <SearchInput value={search} onChange={setSearch} placeholder={t("orders.searchPlaceholder")} label={t("orders.searchLabel")} />
      {isFiltered(filter) && (
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="teal" size="lg">
            {t("orders.filter.badge", { filter: describeFilter(filter, t) })}
          </Badge>
          <Button size="xs" variant="ghost" onClick={() => setFilter(NO_FILTER)}>
            {t("orders.filter.remove")}
          </Button>
        </HStack>
      )}
      <DataTableFrame
        columns={[
          { header: t("orders.orderId") },
          { header: t("common.date") },
          { header: t("customers.columns.customer") },
          { header: t("orders.product") },
          { header: t("orders.quantity"), alignEnd: true },
          { header: t("orders.totalPrice"), alignEnd: true },
          { header: t("common.actions"), alignEnd: true },
        ]}
        total={result?.total}
        error={error && errorMessage(error, t("orders.loadError"))}
        loading={loading && !error}
        emptyText={t("orders.empty")}
        emptyInCard
        interactive
        testId="orders-table"
        pagination={{ page, pageSize: PAGE_SIZE, onPageChange: setPage, itemLabel: t("orders.itemLabel") }}
      >
        {result?.items.map((o) => (
          <Table.Row key={o.id}>
            <Table.Cell fontFamily="mono" title={o.id}>
              {o.id.slice(0, 12)}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(o.purchaseDate)}</Table.Cell>
            <Table.Cell>
              {o.customer ? (
                <>
                  <Text>{o.customer.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {o.customer.email}
                  </Text>
                </>
              ) : (
                <Text color="fg.muted">{t("dashboard.recent.unknownCustomer")}</Text>
              )}
            </Table.Cell>
            <Table.Cell>{o.productName}</Table.Cell>
            <Table.Cell textAlign="end">{o.quantity}</Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(o.totalPriceCents)}</Table.Cell>
            <Table.Cell textAlign="end">
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t("orders.viewOrder", { id: o.id.slice(0, 12) })}
                title={t("orders.view")}
                onClick={() => setViewing(o.id)}
              >
                <LuEye />
              </IconButton>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTableFrame>
      <OrderFilterDialog open={filterOpen} filter={filter} onApply={setFilter} onClose={() => setFilterOpen(false)} />
      <OrderDetailsDialog orderId={viewing} onClose={() => setViewing(null)} />
      <ReservationsSection />
    </Stack>
  );
}
