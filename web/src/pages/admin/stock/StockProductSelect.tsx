import { useQuery } from "@apollo/client/react";
import { Field, NativeSelect } from "@chakra-ui/react";
import { graphql } from "@/gql";
import { useTranslation } from "react-i18next";

const StockProductsQuery = graphql(`
  query StockProducts {
    adminProducts {
      id
      name
      deliveryKind
      archived
    }
  }
`);

/** The seed's account product, which owns every line added before the catalogue. */
export const DEFAULT_STOCK_PRODUCT_ID = "main_insta_product";

/** Every product the stock can belong to (archived ones too, for naming old lines). */
export function useStockProducts() {
  return useQuery(StockProductsQuery).data?.adminProducts ?? [];
}

/** Picks one stock product's pool (licence products have none); `allLabel` adds an "every product" choice. */
export function StockProductSelect({
  value,
  onChange,
  allLabel,
  disabled,
}: {
  value: string;
  onChange: (id: string) => void;
  allLabel?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("admin");
  const products = useStockProducts().filter((p) => p.deliveryKind === "STOCK" && !p.archived);
  return (
    <Field.Root maxW={{ md: "xs" }} disabled={disabled}>
      <Field.Label>{t("orders.product")}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {products.length === 0 && allLabel === undefined && <option value={value}>…</option>}
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
