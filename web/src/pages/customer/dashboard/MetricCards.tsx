import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Box, Card, HStack, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuKeyRound, LuPackage, LuReceipt, LuWallet } from "react-icons/lu";
import { graphql } from "@/gql";
import { formatMoney, formatNumber } from "@/i18n/format";

export const MyDashboardQuery = graphql(`
  query MyDashboard {
    myDashboard {
      balanceCents
      accountsBought
      ordersCount
      activeLicenses
    }
  }
`);

function Metric({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="1" p={{ base: "4", md: "5" }}>
        <HStack justify="space-between" color="fg.muted">
          <Text fontSize="sm">{label}</Text>
          <Box aria-hidden color="teal.fg">
            {icon}
          </Box>
        </HStack>
        <Text fontSize={{ base: "xl", md: "2xl" }} fontWeight="bold">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function MetricCards() {
  const { data } = useQuery(MyDashboardQuery, { fetchPolicy: "cache-and-network" });
  const d = data?.myDashboard;
  const { t } = useTranslation("customer");
  const show = (v: ReactNode) => (d ? v : <Skeleton h="7" w="16" />);
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: "3", md: "4" }}>
      <Metric label={t("dashboard.balance")} icon={<LuWallet />} value={show(formatMoney(d?.balanceCents ?? 0))} />
      <Metric label={t("dashboard.accountsBought")} icon={<LuPackage />} value={show(formatNumber(d?.accountsBought ?? 0))} />
      <Metric label={t("dashboard.orders")} icon={<LuReceipt />} value={show(formatNumber(d?.ordersCount ?? 0))} />
      <Metric label={t("dashboard.activeLicenses")} icon={<LuKeyRound />} value={show(formatNumber(d?.activeLicenses ?? 0))} />
    </SimpleGrid>
  );
}
