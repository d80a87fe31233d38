import { useMutation } from "@apollo/client/react";
import { Button, Field, SimpleGrid, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { refetchLite } from "@/graphql/lite-client";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { LanguageTabs, useContentDrafts } from "@/components/LanguageTabs";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { PRODUCT_FIELDS, validateProduct, type ProductField } from "./product-validation";
import { useFieldProblems } from "@/components/useFieldProblems";
import { useTranslation } from "react-i18next";

const UpdateProductMutation = graphql(`
  mutation UpdateProduct($input: ProductInput!) {
    updateProduct(input: $input) {
      ...ProductSettingsFields
    }
  }
`);

export interface ProductValues {
  id?: string;
  name: string;
  description?: string | null;
  image?: string | null;
  pricePerAccountCents: number;
  minPurchaseQuantity: number;
  maxPurchaseQuantity?: number | null;
}

const TRANSLATED_FIELDS = ["name", "description"];

export function ProductSettingsTab({ product }: { product: ProductValues }) {
  // Refetching the site data updates the home page's purchase card and the shell at once.
  const { t } = useTranslation("admin");
  const [update, { loading }] = useMutation(UpdateProductMutation);
  const [name, setName] = useState(product.name);
  const [description, setDescription] = useState(product.description ?? "");
  const [image, setImage] = useState(product.image ?? "");
  const [price, setPrice] = useState(formatCents(product.pricePerAccountCents));
  const [min, setMin] = useState(String(product.minPurchaseQuantity));
  const [max, setMax] = useState(product.maxPurchaseQuantity ? String(product.maxPurchaseQuantity) : "");

  const fields = useFieldProblems<ProductField | "name" | "image">({}, [...PRODUCT_FIELDS, "name", "image"]);
  const drafts = useContentDrafts("product", product.id ?? null, TRANSLATED_FIELDS);

  async function save(e: FormEvent) {
    e.preventDefault();
    const checked = validateProduct({ price, min, max }, t);
    if (!fields.check("problems" in checked ? checked.problems : {}) || "problems" in checked) return;
    try {
      await update({ variables: { input: { name: name.trim(), description: description.trim(), image: image.trim(), ...checked } } });
      await drafts.save();
      // The shell's site data is the lite client's.
      void refetchLite(["SiteData"]);
      notify({ title: t("settings.product.updated"), description: t("settings.product.updatedText") });
    } catch (err) {
      if (fields.showServerError(err)) return;
      notify({ title: t("settings.product.updateFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Form onSubmit={save} gap="5" maxW="3xl" guardLeave>
      <LanguageTabs
        drafts={drafts}
        fields={[
          { field: "name", label: t("settings.product.name"), maxLength: 255, english: name },
          { field: "description", label: t("settings.product.description"), maxLength: 20000, multiline: true, english: description },
        ]}
      >
        <TextField label={t("settings.product.name")} value={name} onChange={setName} error={fields.problems.name} />
        <Field.Root>
          <Field.Label>{t("settings.product.description")}</Field.Label>
          <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
        </Field.Root>
      </LanguageTabs>
      <TextField label={t("settings.product.image")} type="url" value={image} onChange={setImage} placeholder="https://..." error={fields.problems.image} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TextField
          label={t("settings.product.price")}
          type="number"
          step="0.01"
          min="0"
          value={price}
          onChange={setPrice}
          error={fields.problems.pricePerAccountCents}
        />
        <TextField label={t("settings.product.min")} type="number" step="1" min="1" value={min} onChange={setMin} error={fields.problems.minPurchaseQuantity} />
        <TextField
          label={t("settings.product.max")}
          type="number"
          step="1"
          min="0"
          value={max}
          onChange={setMax}
          helperText={t("settings.product.maxHint")}
          error={fields.problems.maxPurchaseQuantity}
        />
      </SimpleGrid>
      <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={loading}>
        {t("settings.product.save")}
      </Button>
    </Form>
  );
}
