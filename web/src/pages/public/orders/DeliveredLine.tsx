import { Card, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "@/components/CopyButton";
import type { OrderAccountFieldsFragment } from "@/gql/graphql";
import { formatDateTime } from "@/i18n/format";
import { AccountPack } from "@/pages/customer/dashboard/AccountPack";
import { fullLine, lines as joinLines } from "@/pages/customer/dashboard/credential-formats";

/** What a delivered order line shows, whichever order (a cart's checkout, a guest's order) it comes from. */
export interface DeliveredLineData {
  id: string;
  orderType: string;
  productName: string;
  variantName: string;
  quantity: number;
  totalCents: number;
  state: string;
  accounts: OrderAccountFieldsFragment[];
}

/** The line's name: the product, and its option when it is not the default one. */
export function lineTitle(line: Pick<DeliveredLineData, "productName" | "variantName">): string {
  return line.variantName ? `${line.productName} — ${line.variantName}` : line.productName;
}

/** The .txt button: each page names it its own way (see the callers). */
export type DownloadButtonComponent = (props: { fileName: string; text: string; label: string }) => ReactNode;

/**
 * One line of an order with its goods: a licence key to copy or save, or the accounts in the
 * dashboard's pack view with a .txt download; a line without goods yet shows its state.
 */
export function DeliveredLine({
  line,
  licence,
  fileName,
  pack,
  highlighted,
  licenceTestId,
  DownloadButton,
}: {
  line: DeliveredLineData;
  licence: { licenseKey: string; expiresAt: string } | undefined;
  fileName: string;
  /** The order the pack quotes (its id or number) and its date. */
  pack: { id: string; purchaseDate: string };
  highlighted: boolean;
  licenceTestId: string;
  DownloadButton: DownloadButtonComponent;
}) {
  const { t } = useTranslation("public");
  if (line.orderType === "software") {
    return (
      <Card.Root variant="outline" data-testid={licenceTestId}>
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
    <Stack gap="2">
      <AccountPack
        highlighted={highlighted}
        pack={{ ...pack, productName: lineTitle(line), quantity: line.quantity, totalPriceCents: line.totalCents, accounts: line.accounts }}
        actions={line.accounts.length > 0 && <DownloadButton fileName={fileName} text={joinLines(line.accounts, fullLine)} label={lineTitle(line)} />}
      />
      {line.accounts.length === 0 && <Text color="fg.muted">{t("cart.lineState", { state: line.state })}</Text>}
    </Stack>
  );
}
