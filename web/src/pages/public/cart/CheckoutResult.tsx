import { Button, Card, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuDownload } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { CopyButton } from "@/components/CopyButton";
import { formatDateTime, formatMoney } from "@/i18n/format";
import { downloadText } from "@/lib/download-text";
import { AccountPack } from "@/pages/customer/dashboard/AccountPack";
import { fullLine, lines as joinLines } from "@/pages/customer/dashboard/credential-formats";
import type { CheckoutDone } from "./useCheckout";

type Line = CheckoutDone["lines"][number];

function lineTitle(line: Line): string {
  return line.variantName ? `${line.productName} — ${line.variantName}` : line.productName;
}

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
      {checkout.lines.map((line, i) => {
        const fileName = `order-${orderRef}-${i + 1}.txt`;
        if (line.orderType === "software") {
          const licence = licenceOf.get(line.id);
          return (
            <Card.Root key={line.id} variant="outline" data-testid="checkout-licence">
              <Card.Body gap="3">
                <Card.Title as="h3">{lineTitle(line)}</Card.Title>
                {licence ? (
                  <>
                    <Text fontFamily="mono" wordBreak="break-all">
                      {licence.licenseKey}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t("cart.licenceUntil", { date: formatDateTime(licence.expiresAt) })}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      <CopyButton text={licence.licenseKey} label={t("cart.copyKey")} />
                      <DownloadButton fileName={fileName} text={licence.licenseKey} label={lineTitle(line)} />
                    </HStack>
                  </>
                ) : (
                  <Text color="fg.muted">{t("cart.lineState", { state: line.state })}</Text>
                )}
              </Card.Body>
            </Card.Root>
          );
        }
        return (
          <Stack key={line.id} gap="2">
            <AccountPack
              highlighted
              pack={{
                id: checkout.order.id,
                productName: lineTitle(line),
                quantity: line.quantity,
                totalPriceCents: line.totalCents,
                purchaseDate: checkout.order.purchaseDate,
                accounts: line.accounts,
              }}
              actions={line.accounts.length > 0 && <DownloadButton fileName={fileName} text={joinLines(line.accounts, fullLine)} label={lineTitle(line)} />}
            />
            {line.accounts.length === 0 && <Text color="fg.muted">{t("cart.lineState", { state: line.state })}</Text>}
          </Stack>
        );
      })}
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
