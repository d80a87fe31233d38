import { Box, Button, Card, Field, Flex, HStack, Input, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { LuShoppingBasket, LuShoppingCart } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { useAddToCart } from "@/cart/useAddToCart";
import { useInsufficientBalanceDialog } from "@/components/InsufficientBalanceDialog";
import { notify } from "@/components/notify";
import type { ProductPageQuery as ProductPageResult } from "@/gql/graphql";
import { errorMessage, purchaseErrorMessage } from "@/lib/graphql-errors";
import { formatMoney } from "@/i18n/format";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { MarkdownDoc } from "../api-docs/MarkdownDoc";
import { quantityProblem } from "../home/purchase-rules";
import { usePayDifference } from "./usePayDifference";
import { ProductImagePanel } from "./ProductImagePanel";
import { StockBadge } from "./StockBadge";
import { PriceQuoteQuery } from "./storefront-documents";
import { usePurchaseProduct } from "./usePurchaseProduct";

type Product = ProductPageResult["product"];

/** A product's purchase card: volume tiers, quantity, coupon, the server's live total, and Purchase. */
export function ProductPurchaseCard({ product }: { product: Product }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const insufficientBalance = useInsufficientBalanceDialog();
  const { purchase, loading } = usePurchaseProduct();
  const payDifference = usePayDifference();
  const addToCart = useAddToCart();
  const isLicense = product.deliveryKind === "LICENSE";
  // A product with options: the chosen one is what the price, Add to cart and Purchase are about.
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? product.id);
  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  const isDefaultVariant = !variant || variant.isDefault;
  const [quantity, setQuantity] = useState(String(product.minPurchaseQuantity));
  const [coupon, setCoupon] = useState("");
  const parsed = /^\d+$/.test(quantity.trim()) ? Number(quantity) : 0;
  // Each quote with a code counts against the address's coupon checks: ask once typing pauses, not per key.
  const quotedCoupon = useDebouncedValue(coupon.trim(), 400) || null;
  const quote = useQuery(PriceQuoteQuery, {
    variables: { productId: product.id, variantId: isDefaultVariant ? null : variantId, quantity: parsed, couponCode: quotedCoupon },
    skip: parsed <= 0,
  });
  const priced = quote.data?.priceQuote;
  const couponProblem = priced?.couponError ? purchaseErrorMessage(priced.couponError) : quote.error && quotedCoupon ? errorMessage(quote.error) : null;
  // The product's count is its default pool's: another variant's stock is checked by the server.
  const outOfStock = isDefaultVariant && product.availableStock === 0;
  const cartable = {
    ...product,
    variantId,
    variantName: isDefaultVariant ? undefined : variant?.name,
    available: isDefaultVariant ? (product.availableStock ?? null) : null,
    isLicense,
  };
  const { t } = useTranslation("public");

  async function onPurchase() {
    // `purchase` buys a product's default variant; another option is bought through the cart.
    if (!isDefaultVariant) {
      if (await addToCart(cartable, quantity)) await navigate("/cart");
      return;
    }
    if (!user) {
      navigate("/auth/login");
      return;
    }
    const problem =
      user.role === "admin"
        ? t("purchase.adminsCannotPurchase")
        : isLicense
          ? null
          : quantityProblem(quantity, { min: product.minPurchaseQuantity, max: product.maxPurchaseQuantity, available: product.availableStock });
    if (problem) {
      notify({ title: t("purchase.error"), description: problem, variant: "destructive" });
      return;
    }
    try {
      const request = { productId: product.id, quantity: isLicense ? 1 : Number(quantity), couponCode: coupon.trim() || null };
      const result = await purchase(request.productId, request.quantity, request.couponCode);
      if (result.__typename === "Purchase") {
        const what = isLicense ? t("purchase.licenceReady", { name: product.name }) : t("purchase.added", { count: result.order.quantity });
        notify({ title: t("purchase.successful"), description: what });
        navigate("/customer/dashboard", { state: { newOrderId: result.order.id } });
        return;
      }
      if (result.__typename === "InsufficientBalanceError") {
        if (!(await payDifference.offer({ ...request, balanceCents: result.balanceCents, requiredCents: result.requiredCents }))) insufficientBalance.open();
        return;
      }
      if (result.__typename === "PendingPurchase") return;
      notify({ title: t("purchase.error"), description: purchaseErrorMessage(result), variant: "destructive" });
    } catch (err) {
      notify({ title: t("purchase.error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Card.Root overflow="hidden" variant="elevated">
      {payDifference.dialog}
      <Flex direction={{ base: "column", md: "row" }}>
        <ProductImagePanel image={product.image} name={product.name} />
        <Card.Body gap="4">
          <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Box>
              {product.category && (
                <Text fontSize="sm" color="teal.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
                  {product.category}
                </Text>
              )}
              <Card.Title as="h1" fontSize="2xl">
                {product.name}
              </Card.Title>
            </Box>
            <StockBadge available={product.availableStock} size="lg" />
          </Flex>
          {product.description && <MarkdownDoc source={product.description} />}
          <HStack gap="2" align="baseline">
            <Text fontSize="3xl" fontWeight="bold">
              {formatMoney(variant?.priceCents ?? product.pricePerAccountCents)}
            </Text>
            <Text color="fg.muted">
              {isLicense ? t("product.perLicence", { count: variant?.licenseDays ?? product.licenseDays ?? 0 }) : t("purchase.perAccount")}
            </Text>
          </HStack>
          {product.variants.length > 1 && (
            <Field.Root maxW={{ sm: "sm" }}>
              <Field.Label>{t("cart.option")}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={variantId} onChange={(e) => setVariantId(e.target.value)}>
                  {product.variants.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.name || product.name} — {formatMoney(v.priceCents)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          {product.priceTiers.length > 0 && variant?.inheritsPrice !== false && (
            <Table.Root size="sm" maxW="sm" aria-label={t("product.volumePrices")}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t("purchase.quantity")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("product.priceEach")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <Table.Row>
                  <Table.Cell>{product.minPurchaseQuantity}+</Table.Cell>
                  <Table.Cell>{formatMoney(product.pricePerAccountCents)}</Table.Cell>
                </Table.Row>
                {product.priceTiers.map((tier) => (
                  <Table.Row key={tier.minQuantity}>
                    <Table.Cell>{tier.minQuantity}+</Table.Cell>
                    <Table.Cell>{formatMoney(tier.unitPriceCents)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          <Stack direction={{ base: "column", sm: "row" }} gap="4" align={{ base: "stretch", sm: "flex-start" }}>
            {!isLicense && (
              <Field.Root maxW={{ sm: "40" }}>
                <Field.Label>{t("purchase.quantity")}</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={product.minPurchaseQuantity}
                  step={1}
                  value={quantity}
                  onChange={(e) => setQuantity(e.target.value)}
                  disabled={outOfStock}
                />
                <Field.HelperText>
                  {product.maxPurchaseQuantity
                    ? t("purchase.minMax", { min: product.minPurchaseQuantity, max: product.maxPurchaseQuantity })
                    : t("purchase.min", { min: product.minPurchaseQuantity })}
                </Field.HelperText>
              </Field.Root>
            )}
            <Field.Root maxW={{ sm: "48" }} invalid={!!couponProblem}>
              <Field.Label>{t("product.coupon")}</Field.Label>
              <Input value={coupon} onChange={(e) => setCoupon(e.target.value)} maxLength={64} autoComplete="off" />
              {couponProblem && <Field.ErrorText>{couponProblem}</Field.ErrorText>}
            </Field.Root>
          </Stack>
          <Flex gap="4" align="flex-end" wrap="wrap">
            <Box flex="1">
              <Text fontSize="sm" color="fg.muted">
                {t("purchase.total")}
              </Text>
              <Text fontSize="2xl" fontWeight="semibold" aria-live="polite" data-testid="purchase-total">
                {formatMoney(priced?.totalCents ?? 0)}
              </Text>
              {!!priced?.discountCents && (
                <Text fontSize="sm" color="green.fg" data-testid="purchase-discount">
                  {t("product.discount", { discount: formatMoney(priced.discountCents), subtotal: formatMoney(priced.subtotalCents) })}
                </Text>
              )}
            </Box>
            <Flex gap="3" wrap="wrap" w={{ base: "full", sm: "auto" }}>
              <Button
                variant="outline"
                colorPalette="teal"
                size="lg"
                flex={{ base: "1", sm: "initial" }}
                onClick={() => void addToCart(cartable, quantity)}
                disabled={outOfStock}
              >
                <LuShoppingBasket /> {t("cart.add")}
              </Button>
              <Button colorPalette="teal" size="lg" flex={{ base: "1", sm: "initial" }} onClick={onPurchase} loading={loading} disabled={outOfStock}>
                <LuShoppingCart /> {outOfStock ? t("stock.out") : t("purchase.purchase")}
              </Button>
            </Flex>
          </Flex>
        </Card.Body>
      </Flex>
    </Card.Root>
  );
}
