import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Heading, HStack, SimpleGrid, Stack, Table, Text, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LuArchive, LuPencil, LuPlus } from "react-icons/lu";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { FormDialog } from "@/components/FormDialog";
import { FormError } from "@/components/FormError";
import { LabelledField } from "@/components/LabelledField";
import { LanguageTabs, useContentDrafts } from "@/components/LanguageTabs";
import { notify } from "@/components/notify";
import { RowActionButton } from "@/components/RowActionButton";
import { TextField } from "@/components/TextField";
import { useFieldProblems } from "@/components/useFieldProblems";
import type { AdminProductVariantsQuery as VariantsResult } from "@/gql/graphql";
import { formatMoney, formatNumber } from "@/i18n/format";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { MAX_MONEY_CENTS } from "@common/limits";
import { AdminProductVariantsQuery, ArchiveProductVariantMutation, SaveProductVariantMutation } from "./catalogue-documents";
import { parseTierLines, tierLines } from "./tier-lines";

type Variant = VariantsResult["adminProductVariants"][number];
type VariantField = "name" | "priceCents" | "licenseDays" | "sortOrder" | "priceTiers";
const VARIANT_FIELDS: readonly VariantField[] = ["name", "priceCents", "licenseDays", "sortOrder", "priceTiers"];
/** The server's limits (variants.service.ts). */
const MAX_VARIANT_NAME = 100;
const MAX_LICENSE_DAYS = 3650;
const VARIANT_TRANSLATED_FIELDS = ["name"];

interface ProductOf {
  id: string;
  deliveryKind: string;
  licenseDays: number;
}

/** Adds or edits one option of a product: English name (ru/zh in the tabs), optional own price with its own volume tiers, licence length, sort order. */
function VariantDialog({ product, variant, onClose }: { product: ProductOf; variant: Variant | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const [save, saving] = useMutation(SaveProductVariantMutation, { refetchQueries: [AdminProductVariantsQuery] });
  const isLicense = product.deliveryKind === "LICENSE";
  const [name, setName] = useState(variant?.name ?? "");
  const [price, setPrice] = useState(variant && !variant.inheritsPrice ? formatCents(variant.priceCents) : "");
  // A length equal to the product's reads as the product's (blank): the same licence either way.
  const [days, setDays] = useState(variant?.licenseDays && variant.licenseDays !== product.licenseDays ? String(variant.licenseDays) : "");
  const [sortOrder, setSortOrder] = useState(String(variant?.sortOrder ?? 0));
  const [tiers, setTiers] = useState(variant && !variant.inheritsPrice ? tierLines(variant.priceTiers) : "");
  const ownPrice = price.trim() !== "";
  const [error, setError] = useState<string | null>(null);
  const fields = useFieldProblems<VariantField>({}, VARIANT_FIELDS);
  const drafts = useContentDrafts("variant", variant?.id ?? null, VARIANT_TRANSLATED_FIELDS);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // The product's own form is this dialog's parent in React's tree: its submit must not save the product too.
    e.stopPropagation();
    setError(null);
    const cents = Math.round(Number(price) * 100);
    const licenseDays = Number(days);
    const found: Partial<Record<VariantField, string>> = {};
    if (!name.trim()) found.name = t("catalogue.variants.nameEmpty");
    if (price.trim() !== "" && !(Number.isFinite(cents) && cents > 0 && cents <= MAX_MONEY_CENTS)) found.priceCents = t("settings.product.pricePositive");
    if (isLicense && days.trim() !== "" && !(Number.isInteger(licenseDays) && licenseDays >= 1 && licenseDays <= MAX_LICENSE_DAYS))
      found.licenseDays = t("catalogue.variants.daysInvalid");
    if (!/^-?\d+$/.test(sortOrder.trim())) found.sortOrder = t("catalogue.variants.sortOrderInvalid");
    // Without its own price a variant takes the product's tiers: whatever is typed here is not sent.
    const priceTiers = ownPrice ? parseTierLines(tiers, t) : [];
    if ("error" in priceTiers) found.priceTiers = priceTiers.error;
    if (!fields.check(found) || "error" in priceTiers) return;
    const input = {
      id: variant?.id ?? null,
      productId: product.id,
      name: name.trim(),
      priceCents: price.trim() === "" ? null : cents,
      licenseDays: isLicense && days.trim() !== "" ? licenseDays : null,
      sortOrder: Number(sortOrder),
      priceTiers,
    };
    try {
      const { data } = await save({ variables: { input } });
      await drafts.save(data!.saveProductVariant.id);
      notify({ title: t("catalogue.variants.saved"), description: input.name });
      onClose();
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={variant ? t("catalogue.variants.edit") : t("catalogue.variants.add")}
      onSubmit={onSubmit}
      submitLabel={t("common.save")}
      loading={saving.loading}
      dirty={name !== (variant?.name ?? "") || drafts.dirty}
    >
      <Stack gap="3">
        <FormError message={error} />
        <LanguageTabs drafts={drafts} fields={[{ field: "name", label: t("catalogue.variants.name"), maxLength: MAX_VARIANT_NAME, english: name }]}>
          <TextField
            label={t("catalogue.variants.name")}
            value={name}
            onChange={setName}
            maxLength={MAX_VARIANT_NAME}
            required
            helperText={t("catalogue.variants.nameHint")}
            error={fields.problems.name}
          />
        </LanguageTabs>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField
            label={t("catalogue.variants.ownPrice")}
            value={price}
            onChange={setPrice}
            type="number"
            step="0.01"
            min="0.01"
            helperText={t("catalogue.variants.ownPriceHint")}
            error={fields.problems.priceCents}
          />
          {isLicense && (
            <TextField
              label={t("catalogue.product.licenceDays")}
              value={days}
              onChange={setDays}
              type="number"
              min={1}
              max={MAX_LICENSE_DAYS}
              step={1}
              helperText={t("catalogue.variants.daysHint")}
              error={fields.problems.licenseDays}
            />
          )}
          <TextField
            label={t("catalogue.product.sortOrder")}
            value={sortOrder}
            onChange={setSortOrder}
            type="number"
            step={1}
            error={fields.problems.sortOrder}
          />
        </SimpleGrid>
        <LabelledField
          label={t("catalogue.product.volumePrices")}
          helperText={ownPrice ? t("catalogue.product.volumeHint") : t("catalogue.variants.tiersNeedPrice")}
          error={fields.problems.priceTiers}
        >
          <Textarea value={tiers} onChange={(e) => setTiers(e.target.value)} rows={3} placeholder={"10 = 1.10\n100 = 0.95"} disabled={!ownPrice} />
        </LabelledField>
      </Stack>
    </FormDialog>
  );
}

/**
 * The product editor's "Variants": the options a buyer picks between, the product itself first
 * (its price and tiers are the product form's), each with its price, licence length or stock;
 * add, edit and archive (with confirmation) the others.
 */
export function ProductVariantsSection({ product }: { product: ProductOf & { name: string } }) {
  const { t } = useTranslation("admin");
  const { data, error } = useQuery(AdminProductVariantsQuery, { variables: { productId: product.id }, fetchPolicy: "cache-and-network" });
  const [archive, archiving] = useMutation(ArchiveProductVariantMutation, { refetchQueries: [AdminProductVariantsQuery] });
  const [editing, setEditing] = useState<Variant | "new" | null>(null);
  const [archivingVariant, setArchivingVariant] = useState<Variant | null>(null);
  const isLicense = product.deliveryKind === "LICENSE";
  const variants = data?.adminProductVariants ?? [];
  const headingId = `variants-${product.id}`;

  async function onArchive() {
    if (!archivingVariant) return;
    try {
      await archive({ variables: { id: archivingVariant.id } });
      notify({ title: t("catalogue.variants.archived"), description: archivingVariant.name });
    } catch (err) {
      notify({ title: t("common.error"), description: errorMessage(err), variant: "destructive" });
    } finally {
      setArchivingVariant(null);
    }
  }

  const label = (v: Variant) => (v.isDefault ? t("catalogue.variants.default", { name: product.name }) : v.name);
  return (
    <Stack gap="2" as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="sm" id={headingId}>
          {t("catalogue.variants.title")}
        </Heading>
        <Button type="button" size="xs" variant="outline" onClick={() => setEditing("new")}>
          <LuPlus /> {t("catalogue.variants.add")}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t("catalogue.variants.hint")}
      </Text>
      {error && <FormError message={errorMessage(error)} />}
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it. */}
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="group" aria-labelledby={headingId}>
        <Table.Root size="sm" aria-labelledby={headingId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("common.name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("catalogue.product.price")}</Table.ColumnHeader>
              <Table.ColumnHeader>{isLicense ? t("catalogue.product.licenceDays") : t("catalogue.variants.available")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("common.actions")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {variants.map((v) => (
              <Table.Row key={v.id} data-testid="variant-row">
                <Table.Cell>
                  <Text fontWeight={v.isDefault ? "normal" : "medium"} color={v.isDefault ? "fg.muted" : undefined}>
                    {label(v)}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  {v.inheritsPrice ? t("catalogue.variants.productPrice") : formatMoney(v.priceCents)}
                  {!v.inheritsPrice && v.priceTiers.length > 0 && (
                    <Text as="span" color="fg.muted" fontSize="xs" ms="1">
                      · {t("catalogue.product.tierCount", { count: v.priceTiers.length })}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {isLicense ? t("catalogue.product.licenceDaysValue", { count: v.licenseDays ?? 0 }) : formatNumber(v.availableStock ?? 0)}
                </Table.Cell>
                <Table.Cell>
                  {!v.isDefault && (
                    <HStack gap="1">
                      <RowActionButton size="xs" label={t("common.edit")} namedLabel={t("common.editNamed", { name: v.name })} onClick={() => setEditing(v)}>
                        <LuPencil />
                      </RowActionButton>
                      <RowActionButton
                        size="xs"
                        destructive
                        label={t("catalogue.variants.archive")}
                        namedLabel={t("catalogue.variants.archiveNamed", { name: v.name })}
                        onClick={() => setArchivingVariant(v)}
                      >
                        <LuArchive />
                      </RowActionButton>
                    </HStack>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {editing && <VariantDialog product={product} variant={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={archivingVariant !== null}
        onOpenChange={(open) => !open && setArchivingVariant(null)}
        title={t("catalogue.variants.archiveTitle")}
        description={t("catalogue.variants.archiveText", { name: archivingVariant?.name ?? "" })}
        confirmLabel={t("catalogue.variants.archive")}
        cancelLabel={t("common.cancel")}
        destructive
        loading={archiving.loading}
        onConfirm={() => void onArchive()}
      />
    </Stack>
  );
}
