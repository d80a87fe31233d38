import { useQuery } from "@apollo/client/react";
import { Box, Button, Card, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "@/components/PageLoading";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { SERIES_COLORS, type RevenueSeries } from "./RevenueByProductChart";

const RevenueByProductChart = lazy(() => import("./RevenueByProductChart"));

const RevenueByProductQuery = graphql(`
  query AdminRevenueByProduct {
    adminRevenueByProduct {
      days
      series {
        productId
        productName
        totalCents
        perDayCents
      }
    }
  }
`);

const dollars = (cents: number) => `$${formatCents(cents)}`;

/** The days with any revenue, as table rows: one column per product, then the day's total. */
function RevenueTable({ days, series }: { days: string[]; series: RevenueSeries[] }) {
  const { t } = useTranslation("admin");
  const rows = days.map((day, d) => ({ day, cells: series.map((s) => s.perDayCents[d]) })).filter((r) => r.cells.some((c) => c > 0));
  return (
    <Box overflowX="auto" tabIndex={0} aria-label={t("dashboard.revenueByProduct.tableLabel")} data-testid="revenue-by-product-table">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
          {t("dashboard.revenueByProduct.caption")}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t("dashboard.revenueByProduct.day")}</Table.ColumnHeader>
            {series.map((s) => (
              <Table.ColumnHeader key={s.productId ?? "other"} scope="col" textAlign="end">
                {s.productName}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader scope="col" textAlign="end">
              {t("dashboard.revenueByProduct.total")}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.day}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {r.day}
              </Table.Cell>
              {r.cells.map((c, i) => (
                <Table.Cell key={i} textAlign="end">
                  {dollars(c)}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end">{dollars(r.cells.reduce((a, b) => a + b, 0))}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The dashboard's revenue chart split by product, with a legend of totals and a table to read instead of the chart. */
export function RevenueByProductCard() {
  const { t } = useTranslation("admin");
  const { data, error } = useQuery(RevenueByProductQuery, { fetchPolicy: "cache-and-network" });
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const r = data?.adminRevenueByProduct;
  const total = r?.series.reduce((s, x) => s + x.totalCents, 0) ?? 0;
  const label = r
    ? t("dashboard.revenueByProduct.chartLabel", {
        total: dollars(total),
        products: r.series.map((s) => `${s.productName} ${dollars(s.totalCents)}`).join(", "),
      })
    : "";
  return (
    <Card.Root variant="outline" minW="0" data-testid="revenue-by-product">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {t("dashboard.revenueByProduct.title")}
          </Heading>
          {r && r.series.length > 0 && (
            <Button size="xs" variant="outline" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
              {showTable ? t("dashboard.revenueByProduct.showChart") : t("dashboard.revenueByProduct.showTable")}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {error && !r && <Text color="fg.error">{errorMessage(error, t("dashboard.revenueByProduct.loadError"))}</Text>}
        {!r && !error && <PageLoading />}
        {r && r.series.length === 0 && <Text color="fg.muted">{t("dashboard.revenueByProduct.empty")}</Text>}
        {r && r.series.length > 0 && (
          <Stack gap="4">
            <Box id={tableId}>
              {showTable ? (
                <RevenueTable days={r.days} series={r.series} />
              ) : (
                <Box h={{ base: "64", md: "80" }} data-testid="revenue-by-product-chart">
                  <Suspense fallback={<PageLoading />}>
                    <RevenueByProductChart days={r.days} series={r.series} label={label} />
                  </Suspense>
                </Box>
              )}
            </Box>
            <Box as="ul" display="flex" flexWrap="wrap" gap="3" aria-label={t("dashboard.revenueByProduct.legend")} data-testid="revenue-by-product-legend">
              {r.series.map((s, i) => (
                <HStack as="li" key={s.productId ?? "other"} gap="2" listStyleType="none" fontSize="sm">
                  <Box w="3" h="3" borderRadius="sm" bg={SERIES_COLORS[i % SERIES_COLORS.length]} aria-hidden flexShrink="0" />
                  <Text>
                    {s.productName}:{" "}
                    <Text as="span" fontWeight="semibold">
                      {dollars(s.totalCents)}
                    </Text>
                  </Text>
                </HStack>
              ))}
            </Box>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
