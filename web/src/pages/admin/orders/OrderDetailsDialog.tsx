import { useQuery } from "@apollo/client/react";
import { Button, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { LuFileDown } from "react-icons/lu";
import { CopyButton } from "@/components/CopyButton";
import { DetailsDialog } from "@/components/DetailsDialog";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney } from "@/i18n/format";

// The list leaves the credentials out; they are read for the one order that is opened.
const AdminOrderDetailsQuery = graphql(`
  query AdminOrderDetails($id: ID!) {
    adminOrder(id: $id) {
      ...OrderSummaryFields
      orderType
      status
      licenseKey
      customer {
        ...OrderCustomerFields
      }
      accounts {
        ...OrderAccountFields
      }
    }
  }
`);

/** The stock upload's format, so an admin can paste accounts back into stock; named on every copy button. */
const ACCOUNT_FORMAT = "username:password:email:emailpass";
const accountLine = (a: { username: string; password: string; email: string; emailPassword: string }) =>
  `${a.username}:${a.password}:${a.email}:${a.emailPassword}`;

export function OrderDetailsDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const { data, error } = useQuery(AdminOrderDetailsQuery, { variables: { id: orderId ?? "" }, skip: orderId === null });
  const order = data?.adminOrder.id === orderId ? data.adminOrder : null;

  return (
    <DetailsDialog
      open={orderId !== null}
      onClose={onClose}
      title={t("orders.detailsTitle")}
      size="lg"
      error={error && errorMessage(error)}
      loaded={Boolean(order)}
    >
      {order && (
        <Stack gap="5">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t("orders.orderId")}</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
                {order.id}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("common.date")}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(order.purchaseDate)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("customers.columns.customer")}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">
                {order.customer ? `${order.customer.name} (${order.customer.email})` : t("dashboard.recent.unknownCustomer")}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("orders.product")}</DataList.ItemLabel>
              <DataList.ItemValue>{order.productName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("orders.quantity")}</DataList.ItemLabel>
              <DataList.ItemValue>{order.quantity}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("orders.totalPrice")}</DataList.ItemLabel>
              <DataList.ItemValue>{formatMoney(order.totalPriceCents)}</DataList.ItemValue>
            </DataList.Item>
            {order.licenseKey && (
              <DataList.Item>
                <DataList.ItemLabel>{t("orders.licenseKey")}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <HStack gap="2" wrap="wrap">
                    <Text fontFamily="mono">{order.licenseKey}</Text>
                    <CopyButton text={order.licenseKey} label={t("common.copy")} aria-label={t("common.copyLicenseKey", { key: order.licenseKey })} />
                  </HStack>
                </DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          <Button asChild size="sm" variant="outline" alignSelf="flex-start">
            <a href={`/api/orders/${order.id}/invoice`} target="_blank" rel="noopener">
              <LuFileDown /> {t("orders.invoice")}
            </a>
          </Button>
          {order.accounts.length > 0 && (
            <Stack gap="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Heading as="h3" size="sm">
                  {t("orders.accounts", { count: order.accounts.length })}
                </Heading>
                <CopyButton
                  text={order.accounts.map(accountLine).join("\n")}
                  label={t("orders.copyAll", { format: ACCOUNT_FORMAT })}
                  colorPalette="teal"
                  whiteSpace="normal"
                  h="auto"
                  py="1.5"
                />
              </HStack>
              <Stack as="ul" gap="2">
                {order.accounts.map((a) => (
                  <HStack as="li" key={a.id} listStyleType="none" justify="space-between" gap="2" borderWidth="1px" rounded="md" px="3" py="2">
                    <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
                      {accountLine(a)}
                    </Text>
                    <CopyButton text={accountLine(a)} aria-label={t("orders.copyOne", { username: a.username, format: ACCOUNT_FORMAT })} flexShrink="0" />
                  </HStack>
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      )}
    </DetailsDialog>
  );
}
