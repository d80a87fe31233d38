import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { LuEye, LuPencil, LuTrash2, LuWallet } from "react-icons/lu";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { notify } from "@/components/notify";
import { DataTableFrame } from "@/components/DataTableFrame";
import { RowActionButton } from "@/components/RowActionButton";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { CustomerDetailsDialog } from "./customers/CustomerDetailsDialog";
import type { CustomerRow } from "./customers/customer-row";
import { EditBalanceDialog } from "./customers/EditBalanceDialog";
import { EditCustomerDialog } from "./customers/EditCustomerDialog";
import { SearchInput } from "./shared/SearchInput";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@/i18n/format";

const PAGE_SIZE = 50;

const AdminCustomersQuery = graphql(`
  query AdminCustomers($limit: Int!, $offset: Int!, $search: String) {
    adminCustomers(limit: $limit, offset: $offset, search: $search) {
      total
      items {
        id
        name
        email
        role
        balanceCents
        totalOrders
      }
    }
  }
`);

const DeleteCustomerMutation = graphql(`
  mutation DeleteCustomer($id: ID!) {
    deleteCustomer(id: $id)
  }
`);

export default function CustomersPage() {
  const { t } = useTranslation("admin");
  const { refetch: refetchMe } = useCurrentUser();
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<string | null>(null);
  const [balanceFor, setBalanceFor] = useState<CustomerRow | null>(null);
  const [editing, setEditing] = useState<CustomerRow | null>(null);
  const [deleting, setDeleting] = useState<CustomerRow | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminCustomersQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, search: term || null },
    fetchPolicy: "cache-and-network",
  });
  const [deleteCustomer, { loading: deletingNow }] = useMutation(DeleteCustomerMutation);

  useEffect(() => setPage(1), [term]);

  const result = (data ?? previousData)?.adminCustomers;

  // The signed-in admin's own role may have changed, so it is read again after every change.
  async function changed() {
    await Promise.all([refetch(), refetchMe()]);
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteCustomer({ variables: { id: deleting.id } });
      notify({ title: t("customers.deleted"), description: t("customers.deletedText", { name: deleting.name || deleting.email }) });
      setDeleting(null);
      await changed();
    } catch (err) {
      notify({ title: t("customers.deleteFailed"), description: errorMessage(err), variant: "destructive" });
      setDeleting(null);
    }
  }

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t("customers.title")}
      </Heading>
      <SearchInput value={search} onChange={setSearch} placeholder={t("customers.searchPlaceholder")} label={t("customers.searchLabel")} />
      <DataTableFrame
        columns={[
          { header: t("customers.columns.customer") },
          { header: t("customers.columns.role") },
          { header: t("customers.columns.balance"), alignEnd: true },
          { header: t("customers.columns.totalOrders"), alignEnd: true },
          { header: t("common.actions"), alignEnd: true },
        ]}
        total={result?.total}
        error={error && errorMessage(error, t("customers.loadError"))}
        loading={loading}
        emptyText={t("customers.empty")}
        emptyInCard
        interactive
        pagination={{ page, pageSize: PAGE_SIZE, onPageChange: setPage, itemLabel: t("customers.itemLabel") }}
      >
        {result?.items.map((c) => (
          <Table.Row key={c.id}>
            <Table.Cell>
              <Text fontWeight="medium">{c.name || "—"}</Text>
              <Text fontSize="xs" color="fg.muted">
                {c.email}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={c.role === "admin" ? "purple" : "gray"}>{t(`customers.roles.${c.role}`, { defaultValue: c.role })}</Badge>
            </Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(c.balanceCents)}</Table.Cell>
            <Table.Cell textAlign="end">{c.totalOrders}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" justify="flex-end">
                <RowActionButton label={t("customers.details")} namedLabel={t("customers.viewDetailsOf", { email: c.email })} onClick={() => setDetails(c.id)}>
                  <LuEye />
                </RowActionButton>
                <RowActionButton
                  label={t("customers.editBalance")}
                  namedLabel={t("customers.editBalanceOf", { email: c.email })}
                  onClick={() => setBalanceFor(c)}
                >
                  <LuWallet />
                </RowActionButton>
                <RowActionButton label={t("common.edit")} namedLabel={t("common.editNamed", { name: c.email })} onClick={() => setEditing(c)}>
                  <LuPencil />
                </RowActionButton>
                <RowActionButton label={t("common.delete")} namedLabel={t("common.deleteNamed", { name: c.email })} destructive onClick={() => setDeleting(c)}>
                  <LuTrash2 />
                </RowActionButton>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTableFrame>
      <CustomerDetailsDialog customerId={details} onClose={() => setDetails(null)} />
      <EditBalanceDialog customer={balanceFor} onClose={() => setBalanceFor(null)} onSaved={changed} />
      <EditCustomerDialog customer={editing} onClose={() => setEditing(null)} onSaved={changed} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !deletingNow && setDeleting(null)}
        title={t("customers.confirmTitle")}
        description={t("customers.confirmText", { name: deleting?.name || deleting?.email || t("customers.thisCustomer") })}
        confirmLabel={t("customers.deleteCustomer")}
        destructive
        loading={deletingNow}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
