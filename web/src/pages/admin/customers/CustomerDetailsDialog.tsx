import { useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Collapsible, DataList, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { LuChevronDown, LuChevronRight } from "react-icons/lu";
import { DetailsDialog } from "@/components/DetailsDialog";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { CustomerApiTokens } from "./CustomerApiTokens";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney } from "@/i18n/format";

const AdminCustomerDetailsQuery = graphql(`
  query AdminCustomerDetails($id: ID!) {
    adminCustomer(id: $id) {
      id
      name
      email
      role
      balanceCents
      joinDate
      emailConfirmed
      twoFactorEnabled
      orders {
        ...OrderSummaryFields
        orderType
        accounts {
          ...OrderAccountFields
        }
      }
      balanceLedger {
        id
        kind
        amountCents
        balanceAfterCents
        reason
        createdAt
      }
    }
  }
`);

const KINDS = new Set(["topup", "purchase", "admin_adjustment", "refund"]);

const signed = (cents: number) => `${cents >= 0 ? "+" : "-"}${formatMoney(Math.abs(cents))}`;

interface CustomerDetailsDialogProps {
  customerId: string | null;
  onClose: () => void;
}

export function CustomerDetailsDialog({ customerId, onClose }: CustomerDetailsDialogProps) {
  const { t } = useTranslation("admin");
  const { data, error } = useQuery(AdminCustomerDetailsQuery, {
    variables: { id: customerId ?? "" },
    skip: customerId === null,
    fetchPolicy: "network-only",
  });
  const c = customerId && data?.adminCustomer.id === customerId ? data.adminCustomer : null;

  return (
    <DetailsDialog
      open={customerId !== null}
      onClose={onClose}
      title={t("customers.detailsTitle")}
      size="xl"
      error={error && errorMessage(error)}
      loaded={Boolean(c)}
    >
      {c && (
        <Stack gap="6">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t("common.name")}</DataList.ItemLabel>
              <DataList.ItemValue>{c.name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("common.email")}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{c.email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("customers.columns.role")}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge colorPalette={c.role === "admin" ? "purple" : "gray"}>{t(`customers.roles.${c.role}`, { defaultValue: c.role })}</Badge>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("customers.columns.balance")}</DataList.ItemLabel>
              <DataList.ItemValue>{formatMoney(c.balanceCents)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("customers.joined")}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(c.joinDate)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("customers.emailConfirmed")}</DataList.ItemLabel>
              <DataList.ItemValue>{c.emailConfirmed ? t("common.yes") : t("common.no")}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>

          <Stack gap="3">
            <Heading as="h3" size="sm">
              {t("customers.orderHistory", { count: c.orders.length })}
            </Heading>
            {c.orders.length === 0 && <Text color="fg.muted">{t("customers.noOrders")}</Text>}
            {c.orders.map((o) => (
              <Collapsible.Root key={o.id} borderWidth="1px" rounded="md">
                <Collapsible.Trigger asChild>
                  <Button variant="ghost" w="full" justifyContent="space-between" h="auto" py="2" px="3" whiteSpace="normal" textAlign="start">
                    <HStack gap="2" minW="0">
                      <Collapsible.Context>{(api) => (api.open ? <LuChevronDown /> : <LuChevronRight />)}</Collapsible.Context>
                      <Box minW="0">
                        <Text fontFamily="mono" fontSize="xs">
                          {o.id.slice(0, 12)}
                        </Text>
                        <Text fontSize="sm">
                          {o.productName} × {o.quantity} · {formatDateTime(o.purchaseDate)}
                        </Text>
                      </Box>
                    </HStack>
                    <Text fontWeight="semibold">{formatMoney(o.totalPriceCents)}</Text>
                  </Button>
                </Collapsible.Trigger>
                <Collapsible.Content>
                  <Box px="3" pb="3">
                    {o.accounts.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        {t("customers.noAccountsInOrder")}
                      </Text>
                    ) : (
                      <Table.ScrollArea tabIndex={0} role="region" aria-label={t("customers.orderAccounts", { id: o.id.slice(0, 12) })}>
                        <Table.Root size="sm">
                          <Table.Header>
                            <Table.Row>
                              <Table.ColumnHeader>{t("common.username")}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t("common.password")}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t("common.email")}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t("common.emailPass")}</Table.ColumnHeader>
                            </Table.Row>
                          </Table.Header>
                          <Table.Body>
                            {o.accounts.map((a) => (
                              <Table.Row key={a.id}>
                                <Table.Cell>{a.username}</Table.Cell>
                                <Table.Cell fontFamily="mono">{a.password}</Table.Cell>
                                <Table.Cell>{a.email}</Table.Cell>
                                <Table.Cell fontFamily="mono">{a.emailPassword}</Table.Cell>
                              </Table.Row>
                            ))}
                          </Table.Body>
                        </Table.Root>
                      </Table.ScrollArea>
                    )}
                  </Box>
                </Collapsible.Content>
              </Collapsible.Root>
            ))}
          </Stack>

          <Stack gap="3">
            <Heading as="h3" size="sm">
              {t("customers.ledger.title")}
            </Heading>
            {c.balanceLedger.length === 0 ? (
              <Text color="fg.muted">{t("customers.ledger.empty")}</Text>
            ) : (
              <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={t("customers.ledger.title")}>
                <Table.Root size="sm" data-testid="balance-ledger">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t("common.date")}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t("customers.ledger.kind")}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t("customers.ledger.amount")}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t("customers.ledger.balanceAfter")}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t("customers.ledger.reason")}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {c.balanceLedger.map((l) => (
                      <Table.Row key={l.id}>
                        <Table.Cell whiteSpace="nowrap">{formatDateTime(l.createdAt)}</Table.Cell>
                        <Table.Cell>{KINDS.has(l.kind) ? t(`customers.ledger.kinds.${l.kind}`) : l.kind}</Table.Cell>
                        <Table.Cell textAlign="end" color={l.amountCents < 0 ? "red.fg" : "green.fg"}>
                          {signed(l.amountCents)}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{formatMoney(l.balanceAfterCents)}</Table.Cell>
                        <Table.Cell>{l.reason ?? ""}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Stack>

          <CustomerApiTokens customerId={c.id} />
        </Stack>
      )}
    </DetailsDialog>
  );
}
