import { useMutation } from "@apollo/client/react";
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { useFieldProblems } from "@/components/useFieldProblems";
import type { AdminCatalogueQuery as AdminCatalogueResult } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { AdminCatalogueQuery, CreateCategoryMutation, DeleteCategoryMutation } from "./catalogue-documents";
import { useTranslation } from "react-i18next";
import { CategoryList } from "./CategoryList";

export function CategoriesTab({ data }: { data: AdminCatalogueResult }) {
  const { t } = useTranslation("admin");
  const [name, setName] = useState("");
  const [create, { loading }] = useMutation(CreateCategoryMutation, { refetchQueries: [AdminCatalogueQuery] });
  const [remove] = useMutation(DeleteCategoryMutation, { refetchQueries: [AdminCatalogueQuery] });

  const fields = useFieldProblems<"name">({ CATEGORY_EXISTS: "name" }, ["name"]);

  async function onAdd(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!fields.check(name.trim() ? {} : { name: t("catalogue.category.nameEmpty") })) return;
    try {
      await create({ variables: { input: { name, sortOrder: data.categories.length } } });
      notify({ title: t("catalogue.category.added"), description: name.trim() });
      setName("");
    } catch (err) {
      if (fields.showServerError(err)) return;
      notify({ title: t("common.error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  async function onRemove(id: string, label: string) {
    try {
      await remove({ variables: { id } });
      notify({ title: t("catalogue.category.deleted"), description: t("catalogue.category.deletedText", { name: label }) });
    } catch (err) {
      notify({ title: t("stock.deleteFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Stack gap="4" maxW="lg">
      <Form onSubmit={onAdd}>
        <HStack align="flex-start">
          <TextField label={t("catalogue.category.new")} value={name} onChange={setName} maxLength={100} required error={fields.problems.name} />
          <Button type="submit" colorPalette="teal" loading={loading} mt="7">
            {t("catalogue.category.add")}
          </Button>
        </HStack>
      </Form>
      {data.categories.length === 0 ? (
        <Text color="fg.muted">{t("catalogue.category.empty")}</Text>
      ) : (
        <CategoryList categories={data.categories} onRemove={onRemove} />
      )}
    </Stack>
  );
}
