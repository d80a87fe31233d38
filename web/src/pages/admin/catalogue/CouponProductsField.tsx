import { Checkbox, Fieldset, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

export interface CouponProductOption {
  id: string;
  name: string;
}

/**
 * Which products a coupon is for: "All products", or any number of them ticked one by one.
 * An empty selection means all products, as the server reads it; ticking "All products" clears
 * the list, and ticking a product unticks "All products".
 */
export function CouponProductsField({ products, value, onChange }: { products: CouponProductOption[]; value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation("admin");
  const all = value.length === 0;
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <Fieldset.Root gridColumn="1 / -1">
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {t("catalogue.coupon.appliesTo")}
      </Fieldset.Legend>
      <Fieldset.HelperText fontSize="xs">
        {all ? t("catalogue.coupon.everyProduct") : t("catalogue.coupon.productsChosen", { selected: value.length, count: products.length })}
      </Fieldset.HelperText>
      <Stack gap="1.5" maxH="48" overflowY="auto" borderWidth="1px" rounded="md" p="2" data-testid="coupon-products">
        <Checkbox.Root checked={all} onCheckedChange={(e) => e.checked === true && onChange([])} colorPalette="teal" size="sm">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">{t("common.allProducts")}</Checkbox.Label>
        </Checkbox.Root>
        {products.map((p) => (
          <Checkbox.Root key={p.id} checked={value.includes(p.id)} onCheckedChange={(e) => toggle(p.id, e.checked === true)} colorPalette="teal" size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">
              <Text as="span" wordBreak="break-word">
                {p.name}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
