import { useQuery } from "@apollo/client/react";
import { Alert, Box, Card, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { PageLoading } from "@/components/PageLoading";
import { errorMessage } from "@/lib/graphql-errors";
import { AdminDashboardQuery } from "./dashboard/AdminDashboardQuery";
import { MetricCards } from "./dashboard/MetricCards";
import { QuickActions } from "./dashboard/QuickActions";
import { RecentSales } from "./dashboard/RecentSales";
import { RevenueByProductCard } from "./dashboard/RevenueByProductCard";
import { BulkUploadDialog } from "./stock/BulkUploadDialog";
import { useTranslation } from "react-i18next";

const SalesChart = lazy(() => import("./dashboard/SalesChart"));

export default function DashboardPage() {
  const { data, error } = useQuery(AdminDashboardQuery, { fetchPolicy: "cache-and-network" });
  const [uploadOpen, setUploadOpen] = useState(false);
  const d = data?.adminDashboard;
  const { t } = useTranslation("admin");

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t("dashboard.title")}
      </Heading>
      {error && !d && <Text color="fg.error">{errorMessage(error, t("dashboard.loadError"))}</Text>}
      {!d && !error && <PageLoading />}
      {d && (
        <>
          <MetricCards
            availableStock={d.availableStock}
            totalCustomers={d.totalCustomers}
            totalOrders={d.totalOrders}
            totalRevenueCents={d.totalRevenueCents}
          />
          {d.lowStock && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t("dashboard.lowStockTitle")}</Alert.Title>
                <Alert.Description>{t("dashboard.lowStockText", { count: d.availableStock, threshold: d.lowStockThreshold })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="6" alignItems="start">
            <Card.Root variant="outline" minW="0">
              <Card.Header>
                <Heading as="h2" size="md">
                  {t("dashboard.soldTitle")}
                </Heading>
              </Card.Header>
              <Card.Body>
                <Box h={{ base: "64", md: "80" }} data-testid="sales-chart">
                  <Suspense fallback={<PageLoading />}>
                    <SalesChart days={d.soldPerDay} />
                  </Suspense>
                </Box>
              </Card.Body>
            </Card.Root>
            <QuickActions onAddStock={() => setUploadOpen(true)} />
          </Grid>
          <RevenueByProductCard />
          <RecentSales orders={d.recentOrders} />
        </>
      )}
      <BulkUploadDialog open={uploadOpen} onOpenChange={setUploadOpen} />
    </Stack>
  );
}
