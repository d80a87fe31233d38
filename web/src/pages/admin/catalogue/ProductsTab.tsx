import { useMutation } from "@apollo/client/react";
import { Badge, Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuPencil, LuPlus, LuTrash2 } from "react-icons/lu";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { notify } from "@/components/notify";
import type { AdminCatalogueQuery as AdminCatalogueResult } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { AdminCatalogueQuery, DeleteProductMutation } from "./catalogue-documents";
import { ProductDialog } from "./ProductDialog";

type Data = AdminCatalogueResult;
type AdminProduct = Data["adminProducts"][number];

export function ProductsTab({ data }: { data: Data }) {
  const [editing, setEditing] = useState<AdminProduct | "new" | null>(null);
  const [removing, setRemoving] = useState<AdminProduct | null>(null);
  const [remove, { loading }] = useMutation(DeleteProductMutation, { refetchQueries: [AdminCatalogueQuery] });

  async function onRemove() {
    if (!removing) return;
    try {
      const { data: r } = await remove({ variables: { id: removing.id } });
      notify({ title: r?.deleteProduct.archived ? "Product Archived" : "Product Deleted", description: r?.deleteProduct.archived ? `${removing.name} has orders, so it was archived.` : removing.name });
    } catch (err) {
      notify({ title: "Delete Failed", description: errorMessage(err), variant: "destructive" });
    }
    setRemoving(null);
  }

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <Button colorPalette="teal" onClick={() => setEditing("new")}>
          <LuPlus /> Add Product
        </Button>
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label="Products">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Category</Table.ColumnHeader>
              <Table.ColumnHeader>Price</Table.ColumnHeader>
              <Table.ColumnHeader>Stock</Table.ColumnHeader>
              <Table.ColumnHeader>Visibility</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.adminProducts.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell>
                  <Text fontWeight="medium">{p.name}</Text>
                  <Text fontSize="xs" color="fg.muted">/products/{p.slug}</Text>
                </Table.Cell>
                <Table.Cell>{p.category ?? "—"}</Table.Cell>
                <Table.Cell>
                  ${formatCents(p.pricePerAccountCents)}
                  {p.priceTiers.length > 0 && <Text fontSize="xs" color="fg.muted">{p.priceTiers.length} volume tier(s)</Text>}
                </Table.Cell>
                <Table.Cell>{p.deliveryKind === "LICENSE" ? `${p.licenseDays}-day licence` : (p.availableStock ?? 0).toLocaleString("en-US")}</Table.Cell>
                <Table.Cell>{p.archived ? <Badge>archived</Badge> : <Badge colorPalette={p.visibility === "listed" ? "green" : "gray"}>{p.visibility}</Badge>}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Button size="xs" variant="ghost" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)}>
                      <LuPencil />
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${p.name}`} onClick={() => setRemoving(p)} disabled={p.archived}>
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
        title="Delete product?"
        description="A product with orders is archived instead: it leaves the shop and its orders keep their name and price."
        confirmLabel="Delete"
        destructive
        loading={loading}
        onConfirm={onRemove}
      />
    </Stack>
  );
}
