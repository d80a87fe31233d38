import { useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Collapsible, DataList, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { LuChevronDown, LuChevronRight } from "react-icons/lu";
import { DetailsDialog } from "@/components/DetailsDialog";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { CustomerApiTokens } from "./CustomerApiTokens";

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
        id
        productName
        orderType
        quantity
        totalPriceCents
        purchaseDate
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

const KIND_LABELS: Record<string, string> = { topup: "Top-up", purchase: "Purchase", admin_adjustment: "Admin adjustment", refund: "Refund" };

const signed = (cents: number) => `${cents >= 0 ? "+" : "-"}$${formatCents(Math.abs(cents))}`;

interface CustomerDetailsDialogProps {
  customerId: string | null;
  onClose: () => void;
}

export function CustomerDetailsDialog({ customerId, onClose }: CustomerDetailsDialogProps) {
  const { data, error } = useQuery(AdminCustomerDetailsQuery, {
    variables: { id: customerId ?? "" },
    skip: customerId === null,
    fetchPolicy: "network-only",
  });
  const c = customerId && data?.adminCustomer.id === customerId ? data.adminCustomer : null;

  return (
    <DetailsDialog open={customerId !== null} onClose={onClose} title="Customer Details" size="xl" error={error && errorMessage(error)} loaded={Boolean(c)}>
      {c && (
        <Stack gap="6">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>Name</DataList.ItemLabel>
              <DataList.ItemValue>{c.name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Email</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{c.email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Role</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge colorPalette={c.role === "admin" ? "purple" : "gray"}>{c.role}</Badge>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Balance</DataList.ItemLabel>
              <DataList.ItemValue>${formatCents(c.balanceCents)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Joined</DataList.ItemLabel>
              <DataList.ItemValue>{new Date(c.joinDate).toLocaleString()}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Email confirmed</DataList.ItemLabel>
              <DataList.ItemValue>{c.emailConfirmed ? "Yes" : "No"}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>

          <Stack gap="3">
            <Heading as="h3" size="sm">
              Order History ({c.orders.length})
            </Heading>
            {c.orders.length === 0 && <Text color="fg.muted">No orders yet.</Text>}
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
                          {o.productName} × {o.quantity} · {new Date(o.purchaseDate).toLocaleString()}
                        </Text>
                      </Box>
                    </HStack>
                    <Text fontWeight="semibold">${formatCents(o.totalPriceCents)}</Text>
                  </Button>
                </Collapsible.Trigger>
                <Collapsible.Content>
                  <Box px="3" pb="3">
                    {o.accounts.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        No accounts in this order.
                      </Text>
                    ) : (
                      <Table.ScrollArea>
                        <Table.Root size="sm">
                          <Table.Header>
                            <Table.Row>
                              <Table.ColumnHeader>Username</Table.ColumnHeader>
                              <Table.ColumnHeader>Password</Table.ColumnHeader>
                              <Table.ColumnHeader>Email</Table.ColumnHeader>
                              <Table.ColumnHeader>Email Pass</Table.ColumnHeader>
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
              Balance Ledger
            </Heading>
            {c.balanceLedger.length === 0 ? (
              <Text color="fg.muted">No balance changes yet.</Text>
            ) : (
              <Table.ScrollArea borderWidth="1px" rounded="md">
                <Table.Root size="sm" data-testid="balance-ledger">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Date</Table.ColumnHeader>
                      <Table.ColumnHeader>Kind</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Balance After</Table.ColumnHeader>
                      <Table.ColumnHeader>Reason</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {c.balanceLedger.map((l) => (
                      <Table.Row key={l.id}>
                        <Table.Cell whiteSpace="nowrap">{new Date(l.createdAt).toLocaleString()}</Table.Cell>
                        <Table.Cell>{KIND_LABELS[l.kind] ?? l.kind}</Table.Cell>
                        <Table.Cell textAlign="end" color={l.amountCents < 0 ? "red.fg" : "green.fg"}>
                          {signed(l.amountCents)}
                        </Table.Cell>
                        <Table.Cell textAlign="end">${formatCents(l.balanceAfterCents)}</Table.Cell>
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
