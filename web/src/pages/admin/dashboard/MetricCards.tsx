import { Box, Card, HStack, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuDollarSign, LuPackage, LuShoppingCart, LuUsers } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber } from "@/i18n/format";

interface MetricProps {
  label: string;
  value: string;
  to: string;
  icon: ReactNode;
  hint: string;
}

function Metric({ label, value, to, icon, hint }: MetricProps) {
  return (
    <Card.Root variant="outline" position="relative" _hover={{ borderColor: "teal.solid" }} transition="border-color 0.15s">
      <Card.Body gap="1" p={{ base: "4", md: "5" }}>
        <HStack justify="space-between" color="fg.muted">
          <LinkOverlay asChild>
            <RouterLink to={to}>
              <Text as="span" fontSize="sm">
                {label}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Box aria-hidden color="teal.fg">
            {icon}
          </Box>
        </HStack>
        <Text fontSize={{ base: "xl", md: "2xl" }} fontWeight="bold">
          {value}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

interface MetricCardsProps {
  availableStock: number;
  totalCustomers: number;
  totalOrders: number;
  totalRevenueCents: number;
}

export function MetricCards({ availableStock, totalCustomers, totalOrders, totalRevenueCents }: MetricCardsProps) {
  const { t } = useTranslation("admin");
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap={{ base: "3", md: "4" }}>
      <Metric
        label={t("dashboard.metrics.availableStock")}
        value={formatNumber(availableStock)}
        to="/admin/accounts"
        icon={<LuPackage />}
        hint={t("dashboard.metrics.availableStockHint")}
      />
      <Metric
        label={t("dashboard.metrics.totalCustomers")}
        value={formatNumber(totalCustomers)}
        to="/admin/customers"
        icon={<LuUsers />}
        hint={t("dashboard.metrics.totalCustomersHint")}
      />
      <Metric
        label={t("dashboard.metrics.totalOrders")}
        value={formatNumber(totalOrders)}
        to="/admin/orders"
        icon={<LuShoppingCart />}
        hint={t("dashboard.metrics.totalOrdersHint")}
      />
      <Metric
        label={t("dashboard.metrics.totalRevenue")}
        value={formatMoney(totalRevenueCents)}
        to="/admin/settings"
        icon={<LuDollarSign />}
        hint={t("dashboard.metrics.totalRevenueHint")}
      />
    </SimpleGrid>
  );
}
