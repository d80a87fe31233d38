import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LuDownload } from "react-icons/lu";
import { LuFileDown } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { downloadText } from "@/lib/download-text";
import type { GuestOrderFieldsFragment } from "@/gql/graphql";
import { i18n } from "@/i18n";
import { formatDateTime, formatMoney } from "@/i18n/format";
import { DeliveredLine, lineTitle } from "./DeliveredLine";

const STATUS_PALETTE: Record<string, string> = { awaiting_payment: "orange", delivered: "green", expired: "gray", cancelled: "gray" };

function DownloadButton({ fileName, text, label }: { fileName: string; text: string; label: string }) {
  const { t } = useTranslation("public");
  // The visible words start the accessible name (speech input users say what they see); the line's name follows.
  return (
    <Button size="sm" variant="outline" h="auto" py="1.5" onClick={() => downloadText(fileName, text)}>
      <LuDownload /> {t("cart.download")}
      <VisuallyHidden>{` — ${label}`}</VisuallyHidden>
    </Button>
  );
}

/** The status in words; an unknown one is shown as the server sends it. */
export function orderStatusText(status: string): string {
  const key = `guestOrder.status.${status}`;
  return i18n.exists(key, { ns: "public" }) ? i18n.t(key, { ns: "public" }) : status;
}

/**
 * A guest's order as its buyer sees it: the number to quote, its state, the way to pay while it
 * waits, and once delivered each line's goods to copy or save (the dashboard's pack view).
 */
export function GuestOrderView({ order }: { order: GuestOrderFieldsFragment }) {
  const { t } = useTranslation("public");
  // The pack view's texts are the customer namespace's.
  useEffect(() => {
    void i18n.loadNamespaces("customer").catch(() => undefined);
  }, []);
  const licenceById = new Map(order.licenses.map((l) => [l.id, l]));
  const delivered = order.status === "delivered";
  return (
    <Stack gap="5" data-testid="guest-order">
      <Stack gap="2">
        <Text color="fg.muted" fontSize="sm">
          {t("guestOrder.numberLabel")}
        </Text>
        <Heading as="h2" size="3xl" fontFamily="mono" data-testid="guest-order-number" wordBreak="break-all">
          {order.number}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Badge colorPalette={STATUS_PALETTE[order.status] ?? "gray"} size="lg" data-testid="guest-order-status">
            {orderStatusText(order.status)}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {t("guestOrder.summary", { total: formatMoney(order.totalCents), date: formatDateTime(order.createdAt), email: order.email })}
          </Text>
          {delivered && (
            // The invoice opens with the order's link token, as this page did (a new tab: the goods stay here).
            <Link
              href={`/api/guest-orders/${encodeURIComponent(order.id)}/invoice?token=${encodeURIComponent(order.linkToken)}`}
              target="_blank"
              rel="noopener"
              fontSize="sm"
              colorPalette="teal"
              color="colorPalette.fg"
              data-testid="guest-order-invoice"
            >
              <LuFileDown aria-hidden /> {t("guestOrder.invoice")}
            </Link>
          )}
        </HStack>
      </Stack>

      {order.status === "awaiting_payment" && (
        <Card.Root variant="outline" borderColor="orange.solid">
          <Card.Body gap="3">
            <Text>{t("guestOrder.awaiting")}</Text>
            {order.expiresAt && (
              <Text fontSize="sm" color="fg.muted">
                {t("guestOrder.heldUntil", { date: formatDateTime(order.expiresAt) })}
              </Text>
            )}
            {order.paymentUrl && (
              <Button asChild colorPalette="teal" alignSelf="flex-start">
                <a href={order.paymentUrl}>{t("guestOrder.payNow")}</a>
              </Button>
            )}
          </Card.Body>
        </Card.Root>
      )}
      {order.status === "expired" && (
        <Text role="note" color="fg.muted">
          {t("guestOrder.expired")}
        </Text>
      )}
      {order.status === "cancelled" && (
        <Text role="note" color="fg.muted">
          {t("guestOrder.cancelled")}
        </Text>
      )}

      {delivered &&
        order.lines.map((line, i) => (
          <DeliveredLine
            key={line.id}
            line={line}
            licence={line.licenseId ? licenceById.get(line.licenseId) : undefined}
            fileName={`order-${order.number}-${i + 1}.txt`}
            // The pack quotes its order: a guest knows the order by its number.
            pack={{ id: order.number, purchaseDate: order.createdAt }}
            highlighted={false}
            licenceTestId="guest-order-licence"
            DownloadButton={DownloadButton}
          />
        ))}

      {!delivered && (
        <Stack as="ul" listStyleType="none" gap="1" aria-label={t("guestOrder.lines")}>
          {order.lines.map((line) => (
            <Flex as="li" key={line.id} justify="space-between" gap="3">
              <Text>{t("guestOrder.lineSummary", { name: lineTitle(line), count: line.quantity })}</Text>
              <Text fontWeight="medium">{formatMoney(line.totalCents)}</Text>
            </Flex>
          ))}
        </Stack>
      )}

      <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
        <Text fontSize="sm">{t("guestOrder.keepLink", { email: order.email })}</Text>
        <Text fontSize="sm" mt="1">
          <Link asChild colorPalette="teal" color="colorPalette.fg">
            <RouterLink to="/orders/find">{t("guestOrder.findLink")}</RouterLink>
          </Link>
        </Text>
      </Box>
    </Stack>
  );
}
