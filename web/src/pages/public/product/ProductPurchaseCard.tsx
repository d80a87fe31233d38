import { Box, Button, Card, Field, Flex, HStack, Input, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useRef, useState } from "react";
import { LuShoppingBasket, LuShoppingCart } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { useAddToCart } from "@/cart/useAddToCart";
import { LazyMarkdownText } from "@/components/markdown/LazyMarkdownText";
import { useInsufficientBalanceDialog } from "@/components/InsufficientBalanceDialog";
import { notify } from "@/components/notify";
import type { ProductPageQuery as ProductPageResult } from "@/gql/graphql";
import { errorMessage, purchaseErrorMessage } from "@/lib/graphql-errors";
import { formatMoney } from "@/i18n/format";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { quantityProblem } from "../home/purchase-rules";
import { usePayDifference } from "./usePayDifference";
import { usePurchaseConfirm } from "./usePurchaseConfirm";
import { ProductImagePanel } from "./ProductImagePanel";
import { StockBadge } from "./StockBadge";
import { PriceQuoteQuery } from "./storefront-documents";
import { usePurchaseProduct } from "./usePurchaseProduct";
import { checkoutVariant, type CheckoutAttempt } from "./checkout-variant";
import { VariantPicker } from "./VariantPicker";

type Product = ProductPageResult["product"];

/**
 * A product's purchase card: its option (variant) when it has several, volume tiers, quantity,
 * coupon, the server's live total, and Purchase. The default variant is bought with `purchase`
 * (and may pay the difference); another option as a cart of one line from the balance.
 */
export function ProductPurchaseCard({ product }: { product: Product }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const insufficientBalance = useInsufficientBalanceDialog();
  const { purchase, loading: purchasing } = usePurchaseProduct();
  const client = useApolloClient();
  const checkoutAttempt = useRef<CheckoutAttempt | null>(null);
  const [checkingOut, setCheckingOut] = useState(false);
  const loading = purchasing || checkingOut;
  const payDifference = usePayDifference();
  const purchaseConfirm = usePurchaseConfirm();
  const addToCart = useAddToCart();
  const isLicense = product.deliveryKind === "LICENSE";
  const [variantId, setVariantId] = useState(product.id);
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  const isDefault = !variant || variant.isDefault;
  const unitCents = variant?.priceCents ?? product.pricePerAccountCents;
  const licenseDays = variant?.licenseDays ?? product.licenseDays;
  const available = variant ? variant.availableStock : product.availableStock;
  // A variant with its own price has its own volume tiers; the others take the product's.
  const tiers = variant ? variant.priceTiers : product.priceTiers;
  const [quantity, setQuantity] = useState(String(product.minPurchaseQuantity));
  const [coupon, setCoupon] = useState("");
  const parsed = /^\d+$/.test(quantity.trim()) ? Number(quantity) : 0;
  // Each quote with a code counts against the address's coupon checks: ask once typing pauses, not per key.
  const quotedCoupon = useDebouncedValue(coupon.trim(), 400) || null;
  const quote = useQuery(PriceQuoteQuery, {
    variables: { productId: product.id, variantId: isDefault ? null : variantId, quantity: parsed, couponCode: quotedCoupon },
    skip: parsed <= 0,
  });
  const priced = quote.data?.priceQuote;
  const couponProblem = priced?.couponError ? purchaseErrorMessage(priced.couponError) : quote.error && quotedCoupon ? errorMessage(quote.error) : null;
  const outOfStock = available === 0;
  const cartable = {
    ...product,
    variantId,
    variantName: isDefault ? undefined : variant?.name,
    available: available ?? null,
    isLicense,
  };
  const { t } = useTranslation("public");

  async function onPurchase() {
    if (!user) {
      navigate("/auth/login");
      return;
    }
    const problem =
      user.role === "admin"
        ? t("purchase.adminsCannotPurchase")
        : isLicense
          ? null
          : quantityProblem(quantity, { min: product.minPurchaseQuantity, max: product.maxPurchaseQuantity, available });
    if (problem) {
      notify({ title: t("purchase.error"), description: problem, variant: "destructive" });
      return;
    }
    const count = isLicense ? 1 : Number(quantity);
    const asked = {
      name: isDefault ? product.name : `${product.name} (${variant?.name ?? ""})`,
      quantity: count,
      licence: isLicense,
      totalCents: priced?.totalCents ?? count * unitCents,
      balanceCents: user.balanceCents,
    };
    if (!(await purchaseConfirm.confirm(asked))) return;
    if (!isDefault) return buyVariant();
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

  /** Another option than the default: a cart of one line, from the balance (no "pay the difference" for carts yet). */
  async function buyVariant() {
    setCheckingOut(true);
    try {
      const result = await checkoutVariant(client, checkoutAttempt, {
        variantId,
        quantity: isLicense ? 1 : Number(quantity),
        couponCode: coupon.trim() || null,
      });
      if (result.__typename === "Checkout") {
        const what = isLicense ? t("purchase.licenceReady", { name: product.name }) : t("purchase.added", { count: result.order.quantity });
        notify({ title: t("purchase.successful"), description: what });
        await client.refetchQueries({ include: ["ProductPage"] });
        navigate("/customer/dashboard", { state: { newOrderId: result.order.id } });
        return;
      }
      if (result.__typename === "InsufficientBalanceError") {
        insufficientBalance.open();
        return;
      }
      // Only a checkout that opens a payment (a guest's, or one with payWith) is answered with a reservation: this one pays from the balance.
      if (result.__typename === "PendingPurchase") return;
      notify({ title: t("purchase.error"), description: purchaseErrorMessage(result), variant: "destructive" });
    } catch (err) {
      notify({ title: t("purchase.error"), description: errorMessage(err), variant: "destructive" });
    } finally {
      setCheckingOut(false);
    }
  }

  return (
    <Card.Root overflow="hidden" variant="elevated">
      {payDifference.dialog}
      {purchaseConfirm.dialog}
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
            <StockBadge available={available} size="lg" />
          </Flex>
          {product.description && (
            <Stack gap="3" data-testid="product-description">
              <LazyMarkdownText source={product.description} headingOffset={1} />
            </Stack>
          )}
          <VariantPicker variants={product.variants} value={variantId} onChange={setVariantId} disabled={loading} />
          <HStack gap="2" align="baseline">
            <Text fontSize="3xl" fontWeight="bold" data-testid="unit-price">
              {formatMoney(unitCents)}
            </Text>
            <Text color="fg.muted">{isLicense ? t("product.perLicence", { count: licenseDays ?? 0 }) : t("purchase.perAccount")}</Text>
          </HStack>
          {tiers.length > 0 && (
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
                  <Table.Cell>{formatMoney(unitCents)}</Table.Cell>
                </Table.Row>
                {tiers.map((tier) => (
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
