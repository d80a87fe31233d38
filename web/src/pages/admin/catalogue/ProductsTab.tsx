import { stickyLastColumn } from "@/components/sticky-last-column";
import { useMutation } from "@apollo/client/react";
import { Badge, Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuPencil, LuPlus, LuTrash2 } from "react-icons/lu";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { notify } from "@/components/notify";
import type { AdminCatalogueQuery as AdminCatalogueResult } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { AdminCatalogueQuery, DeleteProductMutation } from "./catalogue-documents";
import { ProductDialog } from "./ProductDialog";
import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber } from "@/i18n/format";

type Data = AdminCatalogueResult;
type AdminProduct = Data["adminProducts"][number];

export function ProductsTab({ data }: { data: Data }) {
  const { t } = useTranslation("admin");
  const [editing, setEditing] = useState<AdminProduct | "new" | null>(null);
  const [removing, setRemoving] = useState<AdminProduct | null>(null);
  const [remove, { loading }] = useMutation(DeleteProductMutation, { refetchQueries: [AdminCatalogueQuery] });

  async function onRemove() {
    if (!removing) return;
    try {
      const { data: r } = await remove({ variables: { id: removing.id } });
      notify({
        title: r?.deleteProduct.archived ? t("catalogue.product.archivedTitle") : t("catalogue.product.deletedTitle"),
        description: r?.deleteProduct.archived ? t("catalogue.product.archivedText", { name: removing.name }) : removing.name,
      });
    } catch (err) {
      notify({ title: t("stock.deleteFailed"), description: errorMessage(err), variant: "destructive" });
    }
    setRemoving(null);
  }

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <Button colorPalette="teal" onClick={() => setEditing("new")}>
          <LuPlus /> {t("catalogue.product.add")}
        </Button>
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t("catalogue.tabs.products")} css={stickyLastColumn}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("common.name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("orders.filter.category")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("catalogue.product.price")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("catalogue.product.stock")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("catalogue.product.visibility")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("common.actions")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.adminProducts.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell>
                  <Text fontWeight="medium">{p.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    /products/{p.slug}
                  </Text>
                </Table.Cell>
                <Table.Cell>{p.category ?? "—"}</Table.Cell>
                <Table.Cell>
                  {formatMoney(p.pricePerAccountCents)}
                  {p.priceTiers.length > 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      {t("catalogue.product.tierCount", { count: p.priceTiers.length })}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {p.deliveryKind === "LICENSE" ? t("catalogue.product.licenceDaysValue", { count: p.licenseDays }) : formatNumber(p.availableStock ?? 0)}
                </Table.Cell>
                <Table.Cell>
                  {p.archived ? (
                    <Badge>{t("catalogue.product.archivedBadge")}</Badge>
                  ) : (
                    <Badge colorPalette={p.visibility === "listed" ? "green" : "gray"}>
                      {t(`catalogue.product.visibilityBadge.${p.visibility}`, { defaultValue: p.visibility })}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Button size="xs" variant="ghost" aria-label={t("common.editNamed", { name: p.name })} onClick={() => setEditing(p)}>
                      <LuPencil />
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t("common.deleteNamed", { name: p.name })}
                      onClick={() => setRemoving(p)}
                      disabled={p.archived}
                    >
                      <LuTrash2 />
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {editing && <ProductDialog product={editing === "new" ? null : editing} categories={data.categories} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("catalogue.product.confirmTitle")}
        description={t("catalogue.product.confirmText")}
        confirmLabel={t("common.delete")}
        destructive
        loading={loading}
        onConfirm={onRemove}
      />
    </Stack>
  );
}
