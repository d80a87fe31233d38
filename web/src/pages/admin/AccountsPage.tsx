import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Card, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { LuPlus, LuTrash2 } from "react-icons/lu";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { notify } from "@/components/notify";
import { PageLoading } from "@/components/PageLoading";
import { Pagination, pageCount } from "@/components/Pagination";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { SearchInput } from "./shared/SearchInput";
import { useDebouncedValue } from "./shared/useDebouncedValue";
import { BulkUploadDialog } from "./stock/BulkUploadDialog";
import { StockProductSelect } from "./stock/StockProductSelect";
import { EditStockAccountDialog } from "./stock/EditStockAccountDialog";
import { StockTable, type StockRow } from "./stock/StockTable";

const PAGE_SIZE = 1000;
/** The server deletes at most this many selected accounts per call. */
const DELETE_BATCH = 500;

const StockAccountsQuery = graphql(`
  query StockAccounts($page: Int!, $pageSize: Int!, $search: String, $productId: ID) {
    stockAccounts(page: $page, pageSize: $pageSize, search: $search, productId: $productId) {
      total
      totalCapped
      items {
        ...StockAccountFields
      }
    }
  }
`);

const DeleteStockAccountsMutation = graphql(`
  mutation DeleteStockAccounts($ids: [Int!]!) {
    deleteStockAccounts(ids: $ids)
  }
`);

const DeleteAllStockAccountsMutation = graphql(`
  mutation DeleteAllStockAccounts($productId: ID) {
    deleteAllStockAccounts(productId: $productId)
  }
`);

type Confirm = { kind: "one"; row: StockRow } | { kind: "selected" } | { kind: "all" } | null;

function reportDeleted(deleted: number) {
  if (deleted === 0) notify({ title: "No Accounts Deleted", description: "No rows were deleted. They may have been sold or deleted already.", variant: "destructive" });
  else notify({ title: "Success", description: `${deleted} account(s) deleted.` });
}

export default function AccountsPage() {
  const [search, setSearch] = useState("");
  const [productId, setProductId] = useState("");
  const term = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<StockRow | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [deleting, setDeleting] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(StockAccountsQuery, {
    variables: { page, pageSize: PAGE_SIZE, search: term || null, productId: productId || null },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const [deleteAccounts] = useMutation(DeleteStockAccountsMutation);
  const [deleteAll] = useMutation(DeleteAllStockAccountsMutation);

  useEffect(() => setPage(1), [term]);
  useEffect(() => setSelected(new Set()), [term, page]);
  useEffect(() => {
    if (error) notify({ title: "Fetch Failed", description: errorMessage(error, "Could not load the stock accounts."), variant: "destructive" });
  }, [error]);

  // A failed fetch empties the list rather than leaving stale rows that can no longer be trusted.
  const result = error ? undefined : (data ?? previousData)?.stockAccounts;
  const rows = useMemo(() => result?.items ?? [], [result]);
  const total = result?.total ?? 0;

  const toggle = useCallback((id: number) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback((checked: boolean) => setSelected(checked ? new Set(rows.map((r) => r.id)) : new Set()), [rows]);
  const askDelete = useCallback((row: StockRow) => setConfirm({ kind: "one", row }), []);

  async function afterDelete(deleted: number) {
    setSelected(new Set());
    const remaining = Math.max(0, total - deleted);
    setPage((p) => Math.min(p, pageCount(remaining, PAGE_SIZE)));
    await refetch();
  }

  async function deleteOne(row: StockRow) {
    try {
      const { data: res } = await deleteAccounts({ variables: { ids: [row.id] } });
      reportDeleted(res!.deleteStockAccounts);
      await afterDelete(res!.deleteStockAccounts);
    } catch (err) {
      notify({ title: "Delete Failed", description: errorMessage(err), variant: "destructive" });
    }
  }

  async function deleteSelected() {
    const ids = [...selected];
    let deleted = 0;
    for (let i = 0; i < ids.length; i += DELETE_BATCH) {
      try {
        const { data: res } = await deleteAccounts({ variables: { ids: ids.slice(i, i + DELETE_BATCH) } });
        deleted += res!.deleteStockAccounts;
      } catch (err) {
        notify({ title: "Deletion Failed", description: `${errorMessage(err)} ${deleted} account(s) deleted before the error.`, variant: "destructive" });
        await afterDelete(deleted);
        return;
      }
      if (i + DELETE_BATCH < ids.length) notify({ title: "Batch Deleted", description: `${deleted} of ${ids.length} account(s) deleted so far.` });
    }
    reportDeleted(deleted);
    await afterDelete(deleted);
  }

  async function deleteEverything() {
    try {
      const { data: res } = await deleteAll({ variables: { productId: productId || null } });
      notify({ title: "All Accounts Deleted", description: `${res!.deleteAllStockAccounts} account(s) deleted.` });
      await afterDelete(res!.deleteAllStockAccounts);
    } catch (err) {
      notify({ title: "Delete Failed", description: errorMessage(err), variant: "destructive" });
    }
  }

  async function runConfirmed() {
    if (!confirm) return;
    setDeleting(true);
    try {
      if (confirm.kind === "one") await deleteOne(confirm.row);
      else if (confirm.kind === "selected") await deleteSelected();
      else await deleteEverything();
    } finally {
      setDeleting(false);
      setConfirm(null);
    }
  }

  const confirmText =
    confirm?.kind === "all"
      ? productId
        ? { title: "Delete All Accounts", description: "This will delete ALL available accounts of this product. This action cannot be undone!" }
        : { title: "Delete All Accounts", description: "This will delete ALL accounts in the system. This action cannot be undone!" }
      : confirm?.kind === "selected"
        ? { title: `Delete ${selected.size} Accounts`, description: `Are you sure you want to delete ${selected.size} selected account(s)? This action cannot be undone.` }
        : { title: "Delete Account", description: `Are you sure you want to delete ${confirm?.row.username ?? "this account"}? This action cannot be undone.` };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: "stretch", md: "center" }} direction={{ base: "column", md: "row" }} gap="3">
        <Heading as="h1" size="2xl">
          Available Accounts ({result ? total : "…"})
        </Heading>
        <HStack gap="2" wrap="wrap">
          {selected.size > 0 && (
            <Button colorPalette="red" variant="outline" onClick={() => setConfirm({ kind: "selected" })}>
              <LuTrash2 /> Delete ({selected.size})
            </Button>
          )}
          <Button colorPalette="red" onClick={() => setConfirm({ kind: "all" })} disabled={total === 0}>
            <LuTrash2 /> Delete All Accounts
          </Button>
          <Button colorPalette="teal" variant="outline" onClick={() => setUploadOpen(true)}>
            <LuPlus /> Add Stock
          </Button>
        </HStack>
      </Flex>
      <StockProductSelect
        value={productId}
        onChange={(id) => {
          setProductId(id);
          setPage(1);
          setSelected(new Set());
        }}
        allLabel="All products"
      />
      <SearchInput value={search} onChange={setSearch} placeholder="Search by username or email..." label="Search stock accounts" />
      {result?.totalCapped && <Text fontSize="sm" color="fg.muted">More than {total} accounts match; the list stops there. Narrow the search to see the rest.</Text>}
      {!result && loading && <PageLoading />}
      {result && total === 0 && (
        <Card.Root variant="outline">
          <Card.Body textAlign="center" py="10" gap="2">
            {term ? (
              <>
                <Text fontWeight="medium">No available accounts match your search.</Text>
                <Text fontSize="sm" color="fg.muted">
                  Try a different search term or clear your search.
                </Text>
              </>
            ) : (
              <Text color="fg.muted">There are no available accounts in stock. Add new stock from the Dashboard.</Text>
            )}
          </Card.Body>
        </Card.Root>
      )}
      {rows.length > 0 && (
        <Stack gap="4" aria-busy={loading}>
          <StockTable rows={rows} selected={selected} onToggle={toggle} onToggleAll={toggleAll} onEdit={setEditing} onDelete={askDelete} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} itemLabel="accounts" />
        </Stack>
      )}
      <EditStockAccountDialog account={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && !deleting && setConfirm(null)}
        title={confirmText.title}
        description={confirmText.description}
        confirmLabel="Delete"
        destructive
        loading={deleting}
        onConfirm={runConfirmed}
      />
      {uploadOpen && <BulkUploadDialog open onOpenChange={setUploadOpen} productId={productId} />}
    </Stack>
  );
}
