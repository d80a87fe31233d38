import { Field, NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@/i18n/format";

/** What the picker shows of a variant (Product.variants). */
export interface PickableVariant {
  id: string;
  name: string;
  priceCents: number;
  licenseDays?: number | null;
  isDefault: boolean;
  availableStock?: number | null;
}

/** The option's label: "name — price", with the licence length for a licence product and "sold out" for an empty pool. */
export function useVariantLabel() {
  const { t } = useTranslation("public");
  return (v: PickableVariant) =>
    [
      `${v.name || t("variant.standard")} — ${formatMoney(v.priceCents)}`,
      v.licenseDays ? t("variant.days", { count: v.licenseDays }) : null,
      v.availableStock === 0 ? t("stock.out") : null,
    ]
      .filter(Boolean)
      .join(" · ");
}

/** "Option": which of a product's variants to buy. Shown only for a product with more than its default variant. */
export function VariantPicker({
  variants,
  value,
  onChange,
  disabled,
}: {
  variants: readonly PickableVariant[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("public");
  const label = useVariantLabel();
  if (variants.length < 2) return null;
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{t("variant.option")}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} data-testid="variant-picker">
          {variants.map((v) => (
            <option key={v.id} value={v.id}>
              {label(v)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
