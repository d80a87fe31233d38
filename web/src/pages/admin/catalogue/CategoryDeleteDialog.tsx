import { Button, Dialog, NativeSelect, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelledField } from "@/components/LabelledField";

/** The choice for a category's products: another category's id, or "" for no category. */
export interface CategoryRemovalChoice {
  moveProductsTo: string | null;
  leaveProductsWithoutCategory: boolean;
}

const NO_CATEGORY = "";

/**
 * Asks before a category is deleted, saying what happens: an empty one just goes; one with
 * products goes only once the admin chose where they move (another category, or no category).
 */
export function CategoryDeleteDialog({
  category,
  productCount,
  others,
  loading,
  onCancel,
  onConfirm,
}: {
  category: { id: string; name: string };
  productCount: number;
  others: Array<{ id: string; name: string }>;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (choice: CategoryRemovalChoice) => void;
}) {
  const { t } = useTranslation("admin");
  const [target, setTarget] = useState(others[0]?.id ?? NO_CATEGORY);
  const choice: CategoryRemovalChoice =
    productCount === 0
      ? { moveProductsTo: null, leaveProductsWithoutCategory: false }
      : target === NO_CATEGORY
        ? { moveProductsTo: null, leaveProductsWithoutCategory: true }
        : { moveProductsTo: target, leaveProductsWithoutCategory: false };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !loading && onCancel()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t("catalogue.category.deleteTitle", { name: category.name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>
                  {productCount === 0
                    ? t("catalogue.category.deleteEmptyText", { name: category.name })
                    : t("catalogue.category.deleteWithProductsText", { name: category.name, count: productCount })}
                </Dialog.Description>
                {productCount > 0 && (
                  <LabelledField label={t("catalogue.category.moveProductsTo", { count: productCount })}>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={target} onChange={(e) => setTarget(e.target.value)}>
                        {others.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}
                          </option>
                        ))}
                        <option value={NO_CATEGORY}>{t("catalogue.category.noCategoryChoice")}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </LabelledField>
                )}
                <Text fontSize="sm" color="fg.muted">
                  {t("catalogue.category.deleteFinal")}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={loading}>
                  {t("common.cancel")}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={loading} onClick={() => onConfirm(choice)}>
                {t("catalogue.category.deleteConfirm")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
