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
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { BulkUploadDialog } from "./stock/BulkUploadDialog";
import { StockProductSelect, useStockProducts } from "./stock/StockProductSelect";
import { EditStockAccountDialog } from "./stock/EditStockAccountDialog";
import { StockTable, type StockRow } from "./stock/StockTable";
import type { AdminT } from "./shared/admin-t";
import { useTranslation } from "react-i18next";

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

function reportDeleted(deleted: number, t: AdminT) {
  if (deleted === 0) notify({ title: t("stock.noneDeleted"), description: t("stock.noneDeletedText"), variant: "destructive" });
  else notify({ title: t("stock.success"), description: t("stock.deletedCount", { count: deleted }) });
}

export default function AccountsPage() {
  const { t } = useTranslation("admin");
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
  const products = useStockProducts();
  const productNames = useMemo(() => new Map(products.map((p) => [p.id, p.name])), [products]);
  const productName = productId ? (productNames.get(productId) ?? productId) : null;

  useEffect(() => setPage(1), [term]);
  useEffect(() => setSelected(new Set()), [term, page]);
  useEffect(() => {
    if (error) notify({ title: t("stock.fetchFailed"), description: errorMessage(error, t("stock.loadError")), variant: "destructive" });
  }, [error, t]);

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
      reportDeleted(res!.deleteStockAccounts, t);
      await afterDelete(res!.deleteStockAccounts);
    } catch (err) {
      notify({ title: t("stock.deleteFailed"), description: errorMessage(err), variant: "destructive" });
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
        notify({
          title: t("stock.deletionFailed"),
          description: t("stock.deletedBeforeError", { error: errorMessage(err), count: deleted }),
          variant: "destructive",
        });
        await afterDelete(deleted);
        return;
      }
      if (i + DELETE_BATCH < ids.length) notify({ title: t("stock.batchDeleted"), description: t("stock.deletedSoFar", { deleted, count: ids.length }) });
    }
    reportDeleted(deleted, t);
    await afterDelete(deleted);
  }

  async function deleteEverything() {
    try {
      const { data: res } = await deleteAll({ variables: { productId: productId || null } });
      notify({ title: t("stock.allDeleted"), description: t("stock.deletedCount", { count: res!.deleteAllStockAccounts }) });
      await afterDelete(res!.deleteAllStockAccounts);
    } catch (err) {
      notify({ title: t("stock.deleteFailed"), description: errorMessage(err), variant: "destructive" });
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
      ? productName
        ? { title: t("stock.deleteAll"), description: t("stock.deleteAllOfNamedProductText", { count: total, name: productName }) }
        : { title: t("stock.deleteAll"), description: `${t("stock.deleteAllText")} ${t("stock.deleteAllScopeText", { count: total })}` }
      : confirm?.kind === "selected"
        ? { title: t("stock.deleteSelectedTitle", { count: selected.size }), description: t("stock.deleteSelectedText", { count: selected.size }) }
        : { title: t("stock.deleteOneTitle"), description: t("stock.deleteOneText", { name: confirm?.row.username ?? t("stock.thisAccount") }) };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: "stretch", md: "center" }} direction={{ base: "column", md: "row" }} gap="3">
        <Heading as="h1" size="2xl">
          {t("stock.title", { total: result ? total : "…" })}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="teal" variant="outline" onClick={() => setUploadOpen(true)}>
            <LuPlus /> {t("dashboard.quick.addStock")}
          </Button>
          {selected.size > 0 && (
            <Button colorPalette="red" variant="outline" onClick={() => setConfirm({ kind: "selected" })}>
              <LuTrash2 /> {t("stock.deleteSelected", { count: selected.size })}
            </Button>
          )}
          {/* Last: the widest deletion; it names whose stock lines it means. */}
          <Button
            colorPalette="red"
            onClick={() => setConfirm({ kind: "all" })}
            disabled={total === 0}
            whiteSpace="normal"
            flexWrap="wrap"
            maxW="full"
            h="auto"
            minH="10"
            py="2"
            columnGap="1"
            rowGap="0"
          >
            <LuTrash2 /> {t("stock.deleteAll")}
            <Text as="span" fontWeight="normal">
              {productName ? t("stock.deleteAllScope", { name: productName }) : t("stock.deleteAllScopeAll")}
            </Text>
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
        allLabel={t("common.allProducts")}
      />
      <SearchInput value={search} onChange={setSearch} placeholder={t("stock.searchPlaceholder")} label={t("stock.searchLabel")} />
      {result?.totalCapped && (
        <Text fontSize="sm" color="fg.muted">
          {t("stock.capped", { count: total })}
        </Text>
      )}
      {!result && loading && <PageLoading />}
      {result && total === 0 && (
        <Card.Root variant="outline">
          <Card.Body textAlign="center" py="10" gap="2">
            {term ? (
              <>
                <Text fontWeight="medium">{t("stock.noMatch")}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t("stock.noMatchHint")}
                </Text>
              </>
            ) : (
              <Text color="fg.muted">{t("stock.empty")}</Text>
            )}
          </Card.Body>
        </Card.Root>
      )}
      {rows.length > 0 && (
        <Stack gap="4" aria-busy={loading}>
          <StockTable
            rows={rows}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onEdit={setEditing}
            onDelete={askDelete}
            productNames={productId ? undefined : productNames}
          />
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} itemLabel={t("stock.itemLabel")} />
        </Stack>
      )}
      <EditStockAccountDialog account={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && !deleting && setConfirm(null)}
        title={confirmText.title}
        description={confirmText.description}
        confirmLabel={t("common.delete")}
        destructive
        loading={deleting}
        onConfirm={runConfirmed}
      />
      {uploadOpen && <BulkUploadDialog open onOpenChange={setUploadOpen} productId={productId} />}
    </Stack>
  );
}
