import { Box, Card, Circle, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuRocket, LuShoppingBag } from "react-icons/lu";
import { recentSaleText } from "./recent-sale-text";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney } from "@/i18n/format";
import { useSiteData } from "@/site/useSiteData";

export interface RecentOrder {
  id: string;
  quantity: number;
  totalPriceCents: number;
  purchaseDate: string;
  productId: string;
  productName: string;
  orderType: string;
  customer?: { name: string } | null;
}

function Entry({ icon, title, text, note, time, amount }: { icon: ReactNode; title: string; text: string; note?: string; time: string; amount?: string }) {
  return (
    <HStack as="li" gap="3" align="flex-start" listStyleType="none">
      <Circle size="9" bg="teal.subtle" color="teal.fg" flexShrink="0" aria-hidden>
        {icon}
      </Circle>
      <Box flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {text}
        </Text>
        {note && (
          <Text fontSize="sm" color="orange.fg" data-testid="test-mode-note">
            {note}
          </Text>
        )}
        <Text fontSize="xs" color="fg.subtle">
          {time}
        </Text>
      </Box>
      {amount && (
        <Text fontWeight="semibold" color="green.fg" whiteSpace="nowrap">
          {amount}
        </Text>
      )}
    </HStack>
  );
}

export function RecentSales({ orders }: { orders: RecentOrder[] }) {
  const { t } = useTranslation("admin");
  // In test mode a first "order" may be a simulated payment: the seed's greeting says so beside it.
  const { testMode } = useSiteData();
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {t("dashboard.recent.title")}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="4" data-testid="recent-sales">
          {orders.length === 0 ? (
            <Entry
              icon={<LuRocket />}
              title={t("dashboard.recent.system")}
              text={t("dashboard.recent.live")}
              note={testMode ? t("dashboard.recent.testModeNote") : undefined}
              time={formatDateTime(new Date())}
            />
          ) : (
            orders.map((o) => (
              <Entry
                key={o.id}
                icon={<LuShoppingBag />}
                title={o.customer?.name.trim() || t("dashboard.recent.unknownCustomer")}
                text={recentSaleText(o, t)}
                time={formatDateTime(o.purchaseDate)}
                amount={`+${formatMoney(o.totalPriceCents)}`}
              />
            ))
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
