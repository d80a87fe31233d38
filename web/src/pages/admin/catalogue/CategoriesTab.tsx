import { useMutation } from "@apollo/client/react";
import { Button, HStack, List, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { LuTrash2 } from "react-icons/lu";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import type { AdminCatalogueQuery as AdminCatalogueResult } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { AdminCatalogueQuery, CreateCategoryMutation, DeleteCategoryMutation } from "./catalogue-documents";
import { useTranslation } from "react-i18next";

export function CategoriesTab({ data }: { data: AdminCatalogueResult }) {
  const { t } = useTranslation("admin");
  const [name, setName] = useState("");
  const [create, { loading }] = useMutation(CreateCategoryMutation, { refetchQueries: [AdminCatalogueQuery] });
  const [remove] = useMutation(DeleteCategoryMutation, { refetchQueries: [AdminCatalogueQuery] });

  async function onAdd(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    try {
      await create({ variables: { input: { name, sortOrder: data.categories.length } } });
      notify({ title: t("catalogue.category.added"), description: name.trim() });
      setName("");
    } catch (err) {
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
        <HStack align="flex-end">
          <TextField label={t("catalogue.category.new")} value={name} onChange={setName} maxLength={100} required />
          <Button type="submit" colorPalette="teal" loading={loading}>
            {t("catalogue.category.add")}
          </Button>
        </HStack>
      </Form>
      {data.categories.length === 0 ? (
        <Text color="fg.muted">{t("catalogue.category.empty")}</Text>
      ) : (
        <List.Root variant="plain" gap="2" aria-label={t("catalogue.tabs.categories")}>
          {data.categories.map((c) => (
            <List.Item key={c.id} justifyContent="space-between" borderWidth="1px" rounded="md" px="3" py="2">
              <Text>{c.name}</Text>
              <Button size="xs" variant="ghost" colorPalette="red" aria-label={t("common.deleteNamed", { name: c.name })} onClick={() => onRemove(c.id, c.name)}>
                <LuTrash2 />
              </Button>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
