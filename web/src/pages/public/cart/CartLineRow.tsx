import { Box, Flex, IconButton, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LuTrash2 } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import type { CartLine } from "@/cart/cart-lines";
import type { CartProductsQuery } from "@/gql/graphql";
import { formatMoney } from "@/i18n/format";
import { errorMessage } from "@/lib/graphql-errors";
import { PriceQuoteQuery } from "../product/storefront-documents";
import { QuantityStepper } from "./QuantityStepper";

export type CartProduct = CartProductsQuery["product"];

/** A line as a person names it: the product, and its option when it has one. */
export function lineName(productName: string, variantName?: string | null): string {
  return variantName ? `${productName} — ${variantName}` : productName;
}

interface CartLineRowProps {
  line: CartLine;
  /** Null: the product is no longer for sale; the line can only be removed. */
  product: CartProduct | null;
  /** The variant's name, when the product has more than its default one. */
  variantName?: string | null;
  /** A problem the checkout found with this line ("Only 3 left"), shown on it. */
  problem?: string | null;
  disabled?: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** The server's total for the line, or null while it is not known. */
  onTotal: (cents: number | null) => void;
}

/** One line of the cart: what it is, its quantity, and the server's unit price and line total. */
export function CartLineRow({ line, product, variantName, problem, disabled, onQuantity, onRemove, onTotal }: CartLineRowProps) {
  const { t } = useTranslation("public");
  const quote = useQuery(PriceQuoteQuery, {
    variables: { productId: line.productId, variantId: line.variantId === line.productId ? null : line.variantId, quantity: line.quantity, couponCode: null },
    skip: product === null,
  });
  const priced = product ? quote.data?.priceQuote : undefined;
  const total = priced?.totalCents ?? null;
  useEffect(() => onTotal(total), [total, onTotal]);
  // Two options of one product are two lines: each control is named after its line's product and option.
  const name = product ? lineName(product.name, variantName) : t("cart.unavailableName");
  const isLicense = product?.deliveryKind === "LICENSE";

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={{ base: "3", md: "4" }} data-testid="cart-line" aria-label={name}>
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Stack gap="0.5" flex="1 1 14rem" minW="0">
          {product ? (
            <Link asChild fontWeight="semibold" colorPalette="teal" color="colorPalette.fg">
              <RouterLink to={`/products/${product.slug}`}>{product.name}</RouterLink>
            </Link>
          ) : (
            <Text fontWeight="semibold">{name}</Text>
          )}
          {variantName && (
            <Text fontSize="sm" color="fg.muted">
              {variantName}
            </Text>
          )}
          {!product && (
            <Text fontSize="sm" color="fg.error">
              {t("cart.unavailable")}
            </Text>
          )}
          {product && (
            <Text fontSize="sm" color="fg.muted" data-testid="cart-unit-price">
              {priced ? t("cart.unitPrice", { price: formatMoney(priced.unitPriceCents) }) : quote.error ? errorMessage(quote.error) : "\u00a0"}
            </Text>
          )}
        </Stack>
        <Flex gap="3" align="center" justify="space-between" flex={{ base: "1 1 100%", sm: "0 0 auto" }}>
          {product && !isLicense ? (
            <QuantityStepper
              value={line.quantity}
              limits={{ min: product.minPurchaseQuantity, max: product.maxPurchaseQuantity }}
              productName={name}
              onChange={onQuantity}
              disabled={disabled}
            />
          ) : (
            <Text fontSize="sm">{t("cart.quantity", { count: line.quantity })}</Text>
          )}
          <Text minW="24" textAlign="end" fontWeight="semibold" data-testid="cart-line-total" aria-live="polite">
            {priced ? formatMoney(priced.totalCents) : quote.loading ? <Spinner size="xs" /> : "—"}
          </Text>
          <IconButton variant="ghost" size="sm" colorPalette="red" aria-label={t("cart.remove", { name })} onClick={onRemove} disabled={disabled}>
            <LuTrash2 />
          </IconButton>
        </Flex>
      </Flex>
      {problem && (
        <Text mt="2" fontSize="sm" color="fg.error" role="alert">
          {problem}
        </Text>
      )}
    </Box>
  );
}
