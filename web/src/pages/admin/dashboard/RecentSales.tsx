import { Box, Card, Circle, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuRocket, LuShoppingBag } from "react-icons/lu";
import { formatCents } from "@/lib/money";

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

/** What was bought, with the right noun and plural: the seed's wording for the seed's account product ("Purchased 1 account"), the product's name for the others. */
export function recentSaleText(o: Pick<RecentOrder, "quantity" | "productId" | "productName" | "orderType">): string {
  if (o.orderType === "software") return `Purchased ${o.quantity} × ${o.productName} licence`;
  if (o.productId === "main_insta_product") return `Purchased ${o.quantity} ${o.quantity === 1 ? "account" : "accounts"}`;
  return `Purchased ${o.quantity} × ${o.productName}`;
}

function Entry({ icon, title, text, time, amount }: { icon: ReactNode; title: string; text: string; time: string; amount?: string }) {
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
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Recent Sales Activity
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="4" data-testid="recent-sales">
          {orders.length === 0 ? (
            <Entry icon={<LuRocket />} title="System" text="Platform is live! Waiting for first order." time={new Date().toLocaleString()} />
          ) : (
            orders.map((o) => (
              <Entry
                key={o.id}
                icon={<LuShoppingBag />}
                title={o.customer?.name.trim() || "Unknown Customer"}
                text={recentSaleText(o)}
                time={new Date(o.purchaseDate).toLocaleString()}
                amount={`+$${formatCents(o.totalPriceCents)}`}
              />
            ))
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
