import { Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuDownload } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { downloadText } from "@/lib/download-text";
import { formatMoney } from "@/i18n/format";
import { DeliveredLine } from "@/pages/public/orders/DeliveredLine";
import type { CheckoutDone } from "./useCheckout";

function DownloadButton({ fileName, text, label }: { fileName: string; text: string; label: string }) {
  const { t } = useTranslation("public");
  return (
    <Button size="sm" variant="outline" h="auto" py="1.5" onClick={() => downloadText(fileName, text)} aria-label={t("cart.downloadLabel", { name: label })}>
      <LuDownload /> {t("cart.download")}
    </Button>
  );
}

/**
 * What the buyer gets right after a cart checkout: each line of the order on its own, with its
 * goods to copy or save as .txt (the same pack view the dashboard shows after a purchase).
 */
export function CheckoutResult({ checkout }: { checkout: CheckoutDone }) {
  const { t } = useTranslation("public");
  const orderRef = checkout.order.id.slice(0, 12);
  // The licences come in the order of the licence lines.
  const licenceOf = new Map<string, CheckoutDone["licenses"][number]>();
  checkout.lines.filter((l) => l.orderType === "software").forEach((l, i) => licenceOf.set(l.id, checkout.licenses[i]));
  return (
    <Stack gap="5" data-testid="checkout-result">
      <Stack gap="1" role="status">
        <Heading as="h2" size="xl">
          {t("cart.orderPlaced")}
        </Heading>
        <Text color="fg.muted">
          {t("cart.orderSummary", {
            order: orderRef,
            total: formatMoney(checkout.order.totalPriceCents),
            balance: formatMoney(checkout.balanceCents),
          })}
        </Text>
      </Stack>
      {checkout.lines.map((line, i) => (
        <DeliveredLine
          key={line.id}
          line={line}
          licence={licenceOf.get(line.id)}
          fileName={`order-${orderRef}-${i + 1}.txt`}
          pack={{ id: checkout.order.id, purchaseDate: checkout.order.purchaseDate }}
          highlighted
          licenceTestId="checkout-licence"
          DownloadButton={DownloadButton}
        />
      ))}
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="teal">
          <RouterLink to="/customer/orders">{t("cart.myOrders")}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/">{t("cart.continueShopping")}</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}
