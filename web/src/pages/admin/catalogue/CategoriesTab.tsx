import { useMutation } from "@apollo/client/react";
import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Form } from "@/components/Form";
import { LanguageTabs, useContentDrafts } from "@/components/LanguageTabs";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { useFieldProblems } from "@/components/useFieldProblems";
import type { AdminCatalogueQuery as AdminCatalogueResult } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { AdminCatalogueQuery, CreateCategoryMutation, DeleteCategoryMutation } from "./catalogue-documents";
import { useTranslation } from "react-i18next";
import { CategoryList } from "./CategoryList";
import { CategoryDeleteDialog, type CategoryRemovalChoice } from "./CategoryDeleteDialog";

const CATEGORY_TRANSLATED_FIELDS = ["name"];

/** A new category's name, with its Russian and Chinese names in the same language tabs as a rename; one Add saves them all. */
function NewCategoryForm({ sortOrder, onAdded }: { sortOrder: number; onAdded: () => void }) {
  const { t } = useTranslation("admin");
  const [name, setName] = useState("");
  const [create, { loading }] = useMutation(CreateCategoryMutation, { refetchQueries: [AdminCatalogueQuery] });
  const drafts = useContentDrafts("category", null, CATEGORY_TRANSLATED_FIELDS);
  const fields = useFieldProblems<"name">({ CATEGORY_EXISTS: "name" }, ["name"]);

  async function onAdd(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!fields.check(name.trim() ? {} : { name: t("catalogue.category.nameEmpty") })) return;
    try {
      const { data } = await create({ variables: { input: { name, sortOrder } } });
      await drafts.save(data!.createCategory.id);
      notify({ title: t("catalogue.category.added"), description: name.trim() });
      onAdded();
    } catch (err) {
      if (fields.showServerError(err)) return;
      notify({ title: t("common.error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Form onSubmit={onAdd}>
      <LanguageTabs drafts={drafts} fields={[{ field: "name", label: t("catalogue.category.name"), maxLength: 100, english: name }]}>
        <TextField label={t("catalogue.category.new")} value={name} onChange={setName} maxLength={100} required error={fields.problems.name} />
      </LanguageTabs>
      <Box>
        <Button type="submit" colorPalette="teal" loading={loading}>
          {t("catalogue.category.add")}
        </Button>
      </Box>
    </Form>
  );
}

export function CategoriesTab({ data }: { data: AdminCatalogueResult }) {
  const { t } = useTranslation("admin");
  const [added, setAdded] = useState(0);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [remove, { loading: deleting }] = useMutation(DeleteCategoryMutation, { refetchQueries: [AdminCatalogueQuery], awaitRefetchQueries: true });
  const productCount = (id: string) => data.adminProducts.filter((p) => p.categoryId === id).length;

  async function onRemove(category: { id: string; name: string }, choice: CategoryRemovalChoice) {
    const count = productCount(category.id);
    const to = choice.moveProductsTo ? data.categories.find((c) => c.id === choice.moveProductsTo)?.name : null;
    try {
      await remove({ variables: { id: category.id, ...choice } });
      notify({
        title: t("catalogue.category.deleted"),
        description:
          count === 0
            ? t("catalogue.category.deletedEmptyText", { name: category.name })
            : to
              ? t("catalogue.category.deletedMovedText", { name: category.name, count, to })
              : t("catalogue.category.deletedText", { name: category.name }),
      });
      setRemoving(null);
    } catch (err) {
      notify({ title: t("stock.deleteFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Stack gap="4" maxW="lg">
      {/* A new form after each add: its name and language tabs start blank. */}
      <NewCategoryForm key={added} sortOrder={data.categories.length} onAdded={() => setAdded((n) => n + 1)} />
      {data.categories.length === 0 ? (
        <Text color="fg.muted">{t("catalogue.category.empty")}</Text>
      ) : (
        <CategoryList categories={data.categories} onRemove={(id, name) => setRemoving({ id, name })} />
      )}
      {removing && (
        <CategoryDeleteDialog
          category={removing}
          productCount={productCount(removing.id)}
          others={data.categories.filter((c) => c.id !== removing.id)}
          loading={deleting}
          onCancel={() => setRemoving(null)}
          onConfirm={(choice) => void onRemove(removing, choice)}
        />
      )}
    </Stack>
  );
}
