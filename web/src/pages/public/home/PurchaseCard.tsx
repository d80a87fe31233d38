import { Badge, Box, Button, Card, Field, Flex, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { LuShoppingBasket, LuShoppingCart } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { useAddToCart } from "@/cart/useAddToCart";
import { useInsufficientBalanceDialog } from "@/components/InsufficientBalanceDialog";
import { notify } from "@/components/notify";
import { formatMoney } from "@/i18n/format";
import type { Product } from "@/site/useSiteData";
import { usePayDifference } from "../product/usePayDifference";
import { usePurchaseConfirm } from "../product/usePurchaseConfirm";
import { ProductImagePanel } from "../product/ProductImagePanel";
import { VariantPicker } from "../product/VariantPicker";
import { LOW_STOCK_BELOW } from "./stock-count";
import { usePurchaseAccounts } from "./usePurchaseAccounts";

interface PurchaseCardProps {
  product: Product;
  available: number | null;
}

function StockBadge({ available }: { available: number | null }) {
  const { t } = useTranslation("public");
  if (available === null) return null;
  if (available === 0)
    return (
      <Badge colorPalette="red" size="lg">
        {t("stock.out")}
      </Badge>
    );
  if (available < LOW_STOCK_BELOW)
    return (
      <Badge colorPalette="orange" size="lg">
        {t("stock.left", { count: available })}
      </Badge>
    );
  return (
    <Badge colorPalette="green" size="lg">
      {t("stock.in")}
    </Badge>
  );
}

/** The main product: its option when it has several, quantity within min, max and stock, a live total, and Purchase. */
export function PurchaseCard({ product, available: liveCount }: PurchaseCardProps) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const insufficientBalance = useInsufficientBalanceDialog();
  const { buy, prefetch, loading } = usePurchaseAccounts();
  const payDifference = usePayDifference();
  const purchaseConfirm = usePurchaseConfirm();
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(String(product.minPurchaseQuantity));
  const [variantId, setVariantId] = useState(product.id);
  const { t } = useTranslation("public");

  const hasOptions = product.variants.length > 1;
  const variant = hasOptions ? product.variants.find((v) => v.id === variantId) : undefined;
  // A product without options keeps the seed's live count; with options, each one (the default too) sells from its own pool.
  const choice = variant && !variant.isDefault ? variant : null;
  const unitCents = choice?.priceCents ?? product.pricePerAccountCents;
  const available = variant ? (variant.availableStock ?? null) : liveCount;
  const parsed = /^\d+$/.test(quantity.trim()) ? Number(quantity) : 0;
  const totalCents = parsed * unitCents;
  const outOfStock = available === 0;
  const maxAllowed = [product.maxPurchaseQuantity || null, available].filter((n): n is number => n !== null);

  async function onPurchase() {
    if (!user) {
      navigate("/auth/login");
      return;
    }
    try {
      await buy({
        quantity,
        variantId: choice?.id ?? null,
        product,
        available,
        isAdmin: user.role === "admin",
        t,
        navigate,
        offerPayDifference: payDifference.offer,
        openInsufficientBalance: insufficientBalance.open,
        // Once the quantity passed the shop's checks: what it buys, for how much, and the balance after.
        confirm: () =>
          purchaseConfirm.confirm({
            name: choice ? `${product.name} (${choice.name})` : product.name,
            quantity: parsed,
            licence: false,
            totalCents,
            balanceCents: user.balanceCents,
          }),
      });
    } catch {
      // The purchase's code could not be fetched (the link dropped): nothing was sent.
      notify({ title: t("purchase.error"), description: t("common:dataLoadError.description"), variant: "destructive" });
    }
  }

  return (
    <Card.Root overflow="hidden" variant="elevated" id="buy">
      {payDifference.dialog}
      {purchaseConfirm.dialog}
      <Flex direction={{ base: "column", md: "row" }}>
        <ProductImagePanel image={product.image} name={product.name} imageMaxH={{ base: "56", md: "none" }} />
        <Card.Body gap="4">
          <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Box>
              {product.category && (
                <Text fontSize="sm" color="teal.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
                  {product.category}
                </Text>
              )}
              <Card.Title as="h2" fontSize="2xl">
                {product.name}
              </Card.Title>
            </Box>
            <StockBadge available={available} />
          </Flex>
          {product.description && <Card.Description>{product.description}</Card.Description>}
          <VariantPicker variants={product.variants} value={variantId} onChange={setVariantId} disabled={loading} />
          <HStack gap="2" align="baseline">
            <Text fontSize="3xl" fontWeight="bold" data-testid="unit-price">
              {formatMoney(unitCents)}
            </Text>
            <Text color="fg.muted">{t("purchase.perAccount")}</Text>
          </HStack>
          <Stack direction={{ base: "column", sm: "row" }} gap="4" align={{ base: "stretch", sm: "flex-end" }}>
            <Field.Root maxW={{ sm: "40" }}>
              <Field.Label>{t("purchase.quantity")}</Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={product.minPurchaseQuantity}
                max={maxAllowed.length ? Math.min(...maxAllowed) : undefined}
                step={1}
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                onFocus={prefetch}
                disabled={outOfStock}
              />
              <Field.HelperText>
                {product.maxPurchaseQuantity
                  ? t("purchase.minMax", { min: product.minPurchaseQuantity, max: product.maxPurchaseQuantity })
                  : t("purchase.min", { min: product.minPurchaseQuantity })}
              </Field.HelperText>
            </Field.Root>
            <Box flex="1">
              <Text fontSize="sm" color="fg.muted">
                {t("purchase.total")}
              </Text>
              <Text fontSize="2xl" fontWeight="semibold" aria-live="polite" data-testid="purchase-total">
                {formatMoney(totalCents)}
              </Text>
            </Box>
            <Flex gap="3" wrap="wrap">
              <Button
                variant="outline"
                colorPalette="teal"
                size="lg"
                flex="1"
                onClick={() => void addToCart({ ...product, available }, quantity)}
                disabled={outOfStock}
              >
                <LuShoppingBasket /> {t("cart.add")}
              </Button>
              <Button
                colorPalette="teal"
                size="lg"
                flex="1"
                onClick={onPurchase}
                onPointerEnter={prefetch}
                onFocus={prefetch}
                loading={loading}
                disabled={outOfStock}
              >
                <LuShoppingCart /> {outOfStock ? t("stock.out") : t("purchase.purchase")}
              </Button>
            </Flex>
          </Stack>
        </Card.Body>
      </Flex>
    </Card.Root>
  );
}
