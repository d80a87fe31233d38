import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Heading, HStack, IconButton, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { LuEye, LuPencil, LuTrash2, LuWallet } from "react-icons/lu";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { notify } from "@/components/notify";
import { DataTableFrame } from "@/components/DataTableFrame";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { CustomerDetailsDialog } from "./customers/CustomerDetailsDialog";
import type { CustomerRow } from "./customers/customer-row";
import { EditBalanceDialog } from "./customers/EditBalanceDialog";
import { EditCustomerDialog } from "./customers/EditCustomerDialog";
import { SearchInput } from "./shared/SearchInput";
import { useDebouncedValue } from "./shared/useDebouncedValue";

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
      notify({ title: "Customer Deleted", description: `${deleting.name || deleting.email} was deleted. Their orders are kept.` });
      setDeleting(null);
      await changed();
    } catch (err) {
      notify({ title: "Failed to delete customer", description: errorMessage(err), variant: "destructive" });
      setDeleting(null);
    }
  }

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Customer Management
      </Heading>
      <SearchInput value={search} onChange={setSearch} placeholder="Search by name or email..." label="Search customers" />
      <DataTableFrame
        columns={[{ header: "Customer" }, { header: "Role" }, { header: "Balance", alignEnd: true }, { header: "Total Orders", alignEnd: true }, { header: "Actions", alignEnd: true }]}
        total={result?.total}
        error={error && errorMessage(error, "Could not load the customers.")}
        loading={loading}
        emptyText="No customers found."
        emptyInCard
        interactive
        pagination={{ page, pageSize: PAGE_SIZE, onPageChange: setPage, itemLabel: "customers" }}
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
              <Badge colorPalette={c.role === "admin" ? "purple" : "gray"}>{c.role}</Badge>
            </Table.Cell>
            <Table.Cell textAlign="end">${formatCents(c.balanceCents)}</Table.Cell>
            <Table.Cell textAlign="end">{c.totalOrders}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" justify="flex-end">
                <IconButton size="sm" variant="ghost" aria-label={`View details of ${c.email}`} title="Details" onClick={() => setDetails(c.id)}>
                  <LuEye />
                </IconButton>
                <IconButton size="sm" variant="ghost" aria-label={`Edit balance of ${c.email}`} title="Edit balance" onClick={() => setBalanceFor(c)}>
                  <LuWallet />
                </IconButton>
                <IconButton size="sm" variant="ghost" aria-label={`Edit ${c.email}`} title="Edit" onClick={() => setEditing(c)}>
                  <LuPencil />
                </IconButton>
                <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${c.email}`} title="Delete" onClick={() => setDeleting(c)}>
                  <LuTrash2 />
                </IconButton>
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
        title="Are you absolutely sure?"
        description={`This permanently deletes ${deleting?.name || deleting?.email || "this customer"} and their sign-in. Their past orders are kept, detached from the account.`}
        confirmLabel="Delete Customer"
        destructive
        loading={deletingNow}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
