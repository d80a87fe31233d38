import { useMutation } from "@apollo/client/react";
import { Box, Button, HStack, List, Text, VisuallyHidden } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowDown, LuArrowUp, LuPencil, LuTrash2 } from "react-icons/lu";
import { Form } from "@/components/Form";
import { LanguageTabs, useContentDrafts } from "@/components/LanguageTabs";
import { useLeaveGuard } from "@/components/useLeaveGuard";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { RowActionButton } from "@/components/RowActionButton";
import { useFieldProblems } from "@/components/useFieldProblems";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { AdminCatalogueQuery } from "./catalogue-documents";

const RenameCategoryMutation = graphql(`
  mutation RenameCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
      sortOrder
    }
  }
`);

const ReorderCategoriesMutation = graphql(`
  mutation ReorderCategories($ids: [ID!]!) {
    reorderCategories(ids: $ids) {
      id
      name
      sortOrder
    }
  }
`);

export interface CategoryRow {
  id: string;
  name: string;
  sortOrder: number;
}

const CATEGORY_TRANSLATED_FIELDS = ["name"];

/**
 * One category being renamed, in every language: one Save writes the English name and the
 * language tabs; Escape or Cancel leaves it unchanged (asking first when something was typed).
 */
function RenameForm({ category, onDone }: { category: CategoryRow; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const [name, setName] = useState(category.name);
  const [rename, { loading }] = useMutation(RenameCategoryMutation, { refetchQueries: [AdminCatalogueQuery] });
  const drafts = useContentDrafts("category", category.id, CATEGORY_TRANSLATED_FIELDS);
  const leave = useLeaveGuard(name !== category.name || drafts.dirty, onDone);
  const fields = useFieldProblems<"name">({ CATEGORY_EXISTS: "name" }, ["name"]);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!fields.check(name.trim() ? {} : { name: t("catalogue.category.nameEmpty") })) return;
    try {
      await rename({ variables: { id: category.id, input: { name, sortOrder: category.sortOrder } } });
      await drafts.save();
      notify({ title: t("catalogue.category.renamed"), description: `${category.name} → ${name.trim()}` });
      onDone();
    } catch (err) {
      if (fields.showServerError(err)) return;
      notify({ title: t("catalogue.category.renameFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }
  return (
    // The leave question is portalled out of this box: its own Escape must not ask again.
    <Box flex="1" onKeyDown={(e) => e.key === "Escape" && e.currentTarget.contains(e.target as Node) && leave.attempt()}>
      {leave.dialog}
      <Form onSubmit={onSubmit}>
        <LanguageTabs drafts={drafts} fields={[{ field: "name", label: t("catalogue.category.name"), maxLength: 100, english: name }]}>
          <TextField
            label={t("catalogue.category.newNameFor", { name: category.name })}
            value={name}
            onChange={setName}
            maxLength={100}
            required
            autoFocus
            error={fields.problems.name}
          />
        </LanguageTabs>
        <HStack wrap="wrap">
          <Button type="submit" size="sm" colorPalette="teal" loading={loading}>
            {t("common.save")}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={leave.attempt}>
            {t("common.cancel")}
          </Button>
        </HStack>
      </Form>
    </Box>
  );
}

/**
 * The catalogue's categories in storefront order, each with rename, move up / move down and
 * delete. Moving sends the whole new order in one mutation, and focus follows the moved row's
 * button so a keyboard user can keep moving it.
 */
export function CategoryList({ categories, onRemove }: { categories: CategoryRow[]; onRemove: (id: string, name: string) => void }) {
  const { t } = useTranslation("admin");
  const [renaming, setRenaming] = useState<string | null>(null);
  const [reorder, { loading: moving }] = useMutation(ReorderCategoriesMutation, { refetchQueries: [AdminCatalogueQuery], awaitRefetchQueries: true });
  const [announcement, setAnnouncement] = useState("");
  const list = useRef<HTMLUListElement>(null);

  async function move(index: number, by: -1 | 1) {
    const target = index + by;
    if (target < 0 || target >= categories.length) return;
    const ids = categories.map((c) => c.id);
    [ids[index], ids[target]] = [ids[target], ids[index]];
    const moved = categories[index];
    try {
      await reorder({ variables: { ids } });
      setAnnouncement(t("catalogue.category.moved", { name: moved.name, position: target + 1, count: categories.length }));
      // Keep moving the same way; at the top or bottom the other button is the one still enabled.
      const atEdge = target === 0 || target === categories.length - 1;
      const direction = by < 0 !== atEdge ? "up" : "down";
      setTimeout(() => list.current?.querySelector<HTMLButtonElement>(`[data-move="${direction}-${moved.id}"]`)?.focus(), 0);
    } catch (err) {
      notify({ title: t("catalogue.category.reorderFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <>
      <List.Root ref={list} variant="plain" gap="2" aria-label={t("catalogue.category.listLabel")} data-testid="category-list">
        {categories.map((c, i) => (
          <List.Item key={c.id} justifyContent="space-between" alignItems="center" gap="2" borderWidth="1px" rounded="md" px="3" py="2" flexWrap="wrap">
            {renaming === c.id ? (
              <RenameForm category={c} onDone={() => setRenaming(null)} />
            ) : (
              <>
                <Text minW="0" wordBreak="break-word">
                  {c.name}
                </Text>
                <HStack gap="1" flexShrink="0">
                  <RowActionButton
                    label={t("catalogue.category.moveUp")}
                    namedLabel={t("catalogue.category.moveUpNamed", { name: c.name })}
                    size="xs"
                    data-move={`up-${c.id}`}
                    disabled={i === 0 || moving}
                    onClick={() => move(i, -1)}
                  >
                    <LuArrowUp />
                  </RowActionButton>
                  <RowActionButton
                    label={t("catalogue.category.moveDown")}
                    namedLabel={t("catalogue.category.moveDownNamed", { name: c.name })}
                    size="xs"
                    data-move={`down-${c.id}`}
                    disabled={i === categories.length - 1 || moving}
                    onClick={() => move(i, 1)}
                  >
                    <LuArrowDown />
                  </RowActionButton>
                  <RowActionButton
                    label={t("catalogue.category.rename")}
                    namedLabel={t("catalogue.category.renameNamed", { name: c.name })}
                    size="xs"
                    onClick={() => setRenaming(c.id)}
                  >
                    <LuPencil />
                  </RowActionButton>
                  <RowActionButton
                    label={t("common.delete")}
                    namedLabel={t("common.deleteNamed", { name: c.name })}
                    destructive
                    size="xs"
                    onClick={() => onRemove(c.id, c.name)}
                  >
                    <LuTrash2 />
                  </RowActionButton>
                </HStack>
              </>
            )}
          </List.Item>
        ))}
      </List.Root>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
