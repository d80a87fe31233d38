import { useApolloClient, useMutation } from "@apollo/client/react";
import { Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormDialog } from "@/components/FormDialog";
import { FormError } from "@/components/FormError";
import { LanguageTabs, useContentDrafts } from "@/components/LanguageTabs";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import type { AdminCatalogueQuery as AdminCatalogueResult } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { PRODUCT_FIELDS, validateProduct, type ProductField } from "../settings/product-validation";
import { LabelledField } from "@/components/LabelledField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
import { AdminCatalogueQuery, CreateProductMutation, EditProductMutation } from "./catalogue-documents";
import { parseTierLines, tierLines } from "./tier-lines";
import { ProductVariantsSection } from "./ProductVariantsSection";
import { ProductVersionsSection } from "./ProductVersionsSection";
import { useTranslation } from "react-i18next";

type AdminProduct = AdminCatalogueResult["adminProducts"][number];
type Category = AdminCatalogueResult["categories"][number];

type CatalogueProductField = ProductField | "name" | "slug" | "deliveryKind" | "licenseDays" | "sortOrder" | "lowStockThreshold" | "priceTiers";
const CATALOGUE_PRODUCT_FIELDS: readonly CatalogueProductField[] = [
  ...PRODUCT_FIELDS,
  "name",
  "slug",
  "deliveryKind",
  "licenseDays",
  "sortOrder",
  "lowStockThreshold",
  "priceTiers",
];

const TRANSLATED_PRODUCT_FIELDS = ["name", "description"];

interface SelectProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<[string, string]>;
  error?: string;
}

function Select({ label, value, onChange, options, error }: SelectProps) {
  return (
    <LabelledField label={label} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}

/** Sends the chosen file to the shop, which checks and stores it under its data folder (images are never hot-linked). */
function ImageUpload({ productId }: { productId: string }) {
  const { t } = useTranslation("admin");
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  async function onFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const res = await fetch(`/api/admin/products/${encodeURIComponent(productId)}/image`, {
        method: "POST",
        body: file,
        headers: { "content-type": file.type || "application/octet-stream" },
      });
      const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
      if (!res.ok) throw new Error(body.error?.message ?? t("catalogue.product.imageUploadFailed"));
      await client.refetchQueries({ include: [AdminCatalogueQuery] });
      notify({ title: t("catalogue.product.imageUploaded"), description: file.name });
    } catch (err) {
      notify({ title: t("stock.upload.failed"), description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Field.Root disabled={busy}>
      <Field.Label>{t("catalogue.product.image")}</Field.Label>
      <Input type="file" accept="image/png,image/jpeg,image/webp,image/gif" p="1" onChange={(e) => void onFile(e.target.files?.[0])} />
      <Field.HelperText>{t("catalogue.product.imageHint")}</Field.HelperText>
    </Field.Root>
  );
}

/** Adds a product, or edits one: name, slug, category, delivery kind, price and volume tiers, limits, visibility, Markdown description. */
export function ProductDialog({ product, categories, onClose }: { product: AdminProduct | null; categories: Category[]; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const [create, creating] = useMutation(CreateProductMutation, { refetchQueries: [AdminCatalogueQuery] });
  const [edit, editing] = useMutation(EditProductMutation, { refetchQueries: [AdminCatalogueQuery] });
  const [name, setName] = useState(product?.name ?? "");
  const [slug, setSlug] = useState(product?.slug ?? "");
  const [categoryId, setCategoryId] = useState(product?.categoryId ?? "");
  const [deliveryKind, setDeliveryKind] = useState(product?.deliveryKind ?? "STOCK");
  const [licenseDays, setLicenseDays] = useState(String(product?.licenseDays ?? 30));
  const [price, setPrice] = useState(product ? formatCents(product.pricePerAccountCents) : "");
  const [tiers, setTiers] = useState(product ? tierLines(product.priceTiers) : "");
  const [min, setMin] = useState(String(product?.minPurchaseQuantity ?? 1));
  const [max, setMax] = useState(product?.maxPurchaseQuantity ? String(product.maxPurchaseQuantity) : "");
  const [visibility, setVisibility] = useState(product?.visibility ?? "draft");
  const [sortOrder, setSortOrder] = useState(String(product?.sortOrder ?? 0));
  const [lowStock, setLowStock] = useState(product?.lowStockThreshold != null ? String(product.lowStockThreshold) : "");
  const [description, setDescription] = useState(product?.description ?? "");
  const [error, setError] = useState<string | null>(null);
  /** Set once a new product is added, so a retry (its translations failed) edits it rather than adding it twice. */
  const [createdId, setCreatedId] = useState<string | null>(null);
  const productId = product?.id ?? createdId;
  const drafts = useContentDrafts("product", productId, TRANSLATED_PRODUCT_FIELDS);
  const englishChanged = name !== (product?.name ?? "") || description !== (product?.description ?? "");
  const fields = useFieldProblems<CatalogueProductField>({ SLUG_TAKEN: "slug", DELIVERY_KIND_FIXED: "deliveryKind" }, CATALOGUE_PRODUCT_FIELDS);
  const problems = fields.problems;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const numbers = validateProduct({ price, min, max }, t);
    const priceTiers = parseTierLines(tiers, t);
    const found: Problems<CatalogueProductField> = "problems" in numbers ? { ...numbers.problems } : {};
    if ("error" in priceTiers) found.priceTiers = priceTiers.error;
    if (!name.trim()) found.name = t("catalogue.product.nameEmpty");
    const threshold = Number(lowStock);
    if (deliveryKind === "STOCK" && lowStock.trim() !== "" && !(Number.isInteger(threshold) && threshold >= 0))
      found.lowStockThreshold = t("catalogue.product.lowStockInvalid");
    if (!fields.check(found) || "problems" in numbers || "error" in priceTiers) return;
    const input = {
      name,
      slug:
        slug.trim() ||
        name
          .trim()
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .split("-")
          .filter(Boolean)
          .join("-")
          .slice(0, 96),
      description: description || null,
      categoryId: categoryId || null,
      deliveryKind,
      licenseDays: Number(licenseDays) || 0,
      priceTiers,
      visibility,
      sortOrder: Number(sortOrder) || 0,
      lowStockThreshold: lowStock.trim() === "" ? null : threshold,
      ...numbers,
    };
    try {
      let id = productId;
      if (id) await edit({ variables: { id, input } });
      else {
        const { data } = await create({ variables: { input } });
        id = data!.createProduct.id;
        setCreatedId(id);
      }
      // One Save: the English form, then every language tab that changed.
      await drafts.save(id);
      notify({ title: product ? t("settings.product.updated") : t("catalogue.product.added"), description: input.name });
      onClose();
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={product ? t("catalogue.product.edit") : t("catalogue.product.add")}
      onSubmit={onSubmit}
      submitLabel={t("common.save")}
      loading={creating.loading || editing.loading}
      dirty={englishChanged || drafts.dirty}
    >
      <Stack gap="3">
        <FormError message={error} />
        <LanguageTabs
          drafts={drafts}
          fields={[
            { field: "name", label: t("common.name"), maxLength: 255, english: name },
            { field: "description", label: t("catalogue.product.descriptionMarkdown"), maxLength: 20000, multiline: true, english: description },
          ]}
        >
          <TextField label={t("common.name")} value={name} onChange={setName} maxLength={255} required error={problems.name} />
          <Field.Root>
            <Field.Label>{t("catalogue.product.descriptionMarkdown")}</Field.Label>
            <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={4} maxLength={20000} />
          </Field.Root>
        </LanguageTabs>
        <TextField
          label={t("catalogue.product.slug")}
          value={slug}
          onChange={setSlug}
          maxLength={96}
          helperText={t("catalogue.product.slugHint")}
          error={problems.slug}
        />
        <SimpleGrid columns={2} gap="3">
          <Select
            label={t("orders.filter.category")}
            value={categoryId}
            onChange={setCategoryId}
            options={[["", t("catalogue.product.noCategory")], ...categories.map((c): [string, string] => [c.id, c.name])]}
          />
          <Select
            label={t("catalogue.product.visibility")}
            value={visibility}
            onChange={setVisibility}
            options={[
              ["draft", t("catalogue.product.visibilityOption.draft")],
              ["listed", t("catalogue.product.visibilityOption.listed")],
              ["hidden", t("catalogue.product.visibilityOption.hidden")],
            ]}
          />
          <Select
            label={t("catalogue.product.delivery")}
            value={deliveryKind}
            onChange={setDeliveryKind}
            error={problems.deliveryKind}
            options={[
              ["STOCK", t("catalogue.product.deliveryStock")],
              ["LICENSE", t("catalogue.product.deliveryLicence")],
            ]}
          />
          {deliveryKind === "LICENSE" ? (
            <TextField
              label={t("catalogue.product.licenceDays")}
              value={licenseDays}
              onChange={setLicenseDays}
              type="number"
              min={1}
              max={3650}
              error={problems.licenseDays}
            />
          ) : (
            <TextField label={t("catalogue.product.sortOrder")} value={sortOrder} onChange={setSortOrder} type="number" error={problems.sortOrder} />
          )}
          <TextField
            label={t("catalogue.product.pricePerUnit")}
            value={price}
            onChange={setPrice}
            type="number"
            step="0.01"
            min="0.01"
            required
            error={problems.pricePerAccountCents}
          />
          <TextField
            label={t("catalogue.product.minQuantity")}
            value={min}
            onChange={setMin}
            type="number"
            min={1}
            step={1}
            error={problems.minPurchaseQuantity}
          />
          <TextField
            label={t("catalogue.product.maxQuantity")}
            value={max}
            onChange={setMax}
            type="number"
            min={0}
            step={1}
            helperText={t("catalogue.product.noLimit")}
            error={problems.maxPurchaseQuantity}
          />
          {deliveryKind === "STOCK" && (
            <TextField
              label={t("catalogue.product.lowStock")}
              value={lowStock}
              onChange={setLowStock}
              type="number"
              min={0}
              step={1}
              helperText={t("catalogue.product.lowStockHint")}
              error={problems.lowStockThreshold}
            />
          )}
        </SimpleGrid>
        <LabelledField label={t("catalogue.product.volumePrices")} helperText={t("catalogue.product.volumeHint")} error={problems.priceTiers}>
          <Textarea value={tiers} onChange={(e) => setTiers(e.target.value)} rows={3} placeholder={"100 = 0.45\n1000 = 0.40"} />
        </LabelledField>
        {product && <ImageUpload productId={product.id} />}
        {product && !product.archived && <ProductVariantsSection product={product} />}
        {product && product.deliveryKind === "LICENSE" && <ProductVersionsSection productId={product.id} />}
      </Stack>
    </FormDialog>
  );
}
