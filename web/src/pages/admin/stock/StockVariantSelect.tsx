import { useQuery } from "@apollo/client/react";
import { Field, NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/i18n/format";
import { AdminProductVariantsQuery } from "../catalogue/catalogue-documents";

/**
 * Which of the product's variants gets the uploaded lines (each variant sells from its own pool),
 * with each pool's available count. Shown only for a product with more than its default variant;
 * the value "" is the default variant (the product's own pool).
 */
export function StockVariantSelect({
  productId,
  value,
  onChange,
  disabled,
}: {
  productId: string;
  value: string;
  onChange: (variantId: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("admin");
  const { data } = useQuery(AdminProductVariantsQuery, { variables: { productId }, skip: !productId, fetchPolicy: "cache-and-network" });
  const variants = data?.adminProductVariants ?? [];
  if (variants.length < 2) return null;
  return (
    <Field.Root maxW={{ md: "sm" }} disabled={disabled}>
      <Field.Label>{t("stock.upload.variant")}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {variants.map((v) => (
            <option key={v.id} value={v.isDefault ? "" : v.id}>
              {t("stock.upload.variantOption", {
                name: v.isDefault ? t("stock.upload.defaultVariant") : v.name,
                available: formatNumber(v.availableStock ?? 0),
              })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
