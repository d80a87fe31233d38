import { Box, Button, Card, Flex, Heading, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuShoppingBasket } from "react-icons/lu";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { withReturnTo } from "@/auth/return-to";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { clampQuantity } from "@/cart/cart-lines";
import { useCart } from "@/cart/useCart";
import { notify } from "@/components/notify";
import { i18n } from "@/i18n";
import { formatMoney } from "@/i18n/format";
import { errorMessage } from "@/lib/graphql-errors";
import { CartLineRow, lineName, type CartProduct } from "./cart/CartLineRow";
import { CartProductsQuery } from "./cart/cart-documents";
import { CheckoutResult } from "./cart/CheckoutResult";
import { PayWithMethodForm } from "./cart/PayWithMethodForm";
import { CHECKOUT_MAX_LINES, useCheckout, type CheckoutDone } from "./cart/useCheckout";
import { usePayForCart, type PayRequest } from "./cart/usePayForCart";

const CART_PATH = "/cart";

/** /cart — the lines of this browser's cart, each priced by the server, their total, and checkout. */
export default function CartPage() {
  const { t } = useTranslation("public");
  const { user } = useCurrentUser();
  const cart = useCart();
  const checkout = useCheckout();
  const payForCart = usePayForCart();
  const navigate = useNavigate();
  /** A member's balance fell short of the order: what it lacks, to pay through a method. */
  const [shortCents, setShortCents] = useState<number | null>(null);
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const [fieldProblem, setFieldProblem] = useState<{ field: string; message: string } | null>(null);
  const [done, setDone] = useState<CheckoutDone | null>(null);
  const products = useQuery(CartProductsQuery);
  const [totals, setTotals] = useState<Record<string, number | null>>({});
  const [lineProblems, setLineProblems] = useState<Record<string, string>>({});

  const byId = useMemo(() => {
    const map = new Map<string, CartProduct>();
    if (products.data) for (const p of [products.data.product, ...products.data.products]) map.set(p.id, p);
    return map;
  }, [products.data]);

  // A line stored under other bounds (the product's min or max changed since) is brought inside them.
  const { lines, setQuantity } = cart;
  useEffect(() => {
    for (const line of lines) {
      const product = byId.get(line.productId);
      if (!product || product.deliveryKind === "LICENSE") continue;
      const limits = { min: product.minPurchaseQuantity, max: product.maxPurchaseQuantity };
      if (clampQuantity(line.quantity, limits) !== line.quantity) setQuantity(line.variantId, line.quantity, limits);
    }
  }, [lines, byId, setQuantity]);

  const reportTotal = useCallback(
    (variantId: string, cents: number | null) => setTotals((prev) => (prev[variantId] === cents ? prev : { ...prev, [variantId]: cents })),
    [],
  );
  const known = cart.lines.filter((l) => byId.get(l.productId)?.variants.some((v) => v.id === l.variantId));
  const allPriced = known.length > 0 && known.every((l) => typeof totals[l.variantId] === "number");
  const totalCents = known.reduce((sum, l) => sum + (totals[l.variantId] ?? 0), 0);
  const hasUnavailable = products.data !== undefined && known.length < cart.lines.length;

  function nameOfVariant(variantId: string): string {
    const line = cart.lines.find((l) => l.variantId === variantId);
    const product = line ? byId.get(line.productId) : undefined;
    return product ? lineName(product.name, product.variants.find((v) => v.id === variantId)?.name) : "";
  }

  async function onCheckout() {
    setLineProblems({});
    // The result shows the goods in the dashboard's pack view, whose texts are the customer namespace's.
    void i18n.loadNamespaces("customer").catch(() => undefined);
    try {
      const outcome = await checkout.run(cart.lines, nameOfVariant);
      if (outcome.kind === "ordered") {
        setDone(outcome.checkout);
        cart.clear();
        window.scrollTo({ top: 0 });
        return;
      }
      if (outcome.kind === "shortOfBalance") {
        setShortCents(outcome.requiredCents - outcome.balanceCents);
        return;
      }
      setLineProblems(outcome.lineProblems);
      if (outcome.message) notify({ title: t("purchase.error"), description: outcome.message, variant: "destructive" });
    } catch (err) {
      notify({ title: t("purchase.error"), description: errorMessage(err), variant: "destructive" });
    }
  }

  async function onPay(request: PayRequest) {
    setLineProblems({});
    setPayProblem(null);
    setFieldProblem(null);
    const outcome = await payForCart.run(cart.lines, request, nameOfVariant);
    if (outcome.kind === "pay") {
      // The lines are held for the order now; the provider sends the buyer back to the order page.
      cart.clear();
      window.location.assign(outcome.paymentUrl);
      return;
    }
    if (outcome.kind === "signInRequired") {
      await navigate(withReturnTo("/auth/login", CART_PATH));
      return;
    }
    if (outcome.kind === "field") {
      setFieldProblem({ field: outcome.field, message: outcome.message });
      return;
    }
    setLineProblems(outcome.lineProblems);
    setPayProblem(outcome.message);
  }

  /** A line's checkout problem no longer holds once the buyer changes or removes that line. */
  function forgetProblem(variantId: string) {
    setLineProblems(({ [variantId]: _gone, ...rest }) => rest);
    setShortCents(null);
  }

  const tooManyLines = cart.lines.length > CHECKOUT_MAX_LINES;

  return (
    <Stack maxW="5xl" mx="auto" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }} gap="6">
      <Heading as="h1" size="2xl">
        {t("cart.title")}
      </Heading>
      {done ? (
        <CheckoutResult checkout={done} />
      ) : cart.lines.length === 0 ? (
        <Stack align="center" gap="4" py="12" textAlign="center" data-testid="cart-empty">
          <Box color="fg.muted" fontSize="5xl" aria-hidden>
            <LuShoppingBasket />
          </Box>
          <Text fontSize="lg">{t("cart.empty")}</Text>
          <Button asChild colorPalette="teal">
            <RouterLink to="/">{t("cart.continueShopping")}</RouterLink>
          </Button>
        </Stack>
      ) : products.loading && !products.data ? (
        <Spinner alignSelf="center" />
      ) : (
        <Flex direction={{ base: "column", lg: "row" }} gap="6" align={{ lg: "flex-start" }}>
          <Stack as="ul" listStyleType="none" gap="3" flex="1" minW="0" aria-label={t("cart.lines")}>
            {cart.lines.map((line) => {
              // A variant no longer on sale makes its line unavailable, like a product taken off sale.
              const listed = byId.get(line.productId);
              const variant = listed?.variants.find((v) => v.id === line.variantId);
              const product = listed && variant ? listed : null;
              const limits = product ? { min: product.minPurchaseQuantity, max: product.maxPurchaseQuantity } : { min: 1, max: null };
              return (
                <CartLineRow
                  key={line.variantId}
                  line={line}
                  product={product}
                  variantName={variant?.name || null}
                  problem={lineProblems[line.variantId] ?? null}
                  disabled={checkout.loading || payForCart.loading}
                  onQuantity={(quantity) => {
                    forgetProblem(line.variantId);
                    cart.setQuantity(line.variantId, quantity, limits);
                  }}
                  onRemove={() => {
                    forgetProblem(line.variantId);
                    cart.remove(line.variantId);
                  }}
                  onTotal={(cents) => reportTotal(line.variantId, cents)}
                />
              );
            })}
          </Stack>
          <Card.Root variant="elevated" w={{ base: "full", lg: "80" }} flexShrink="0">
            <Card.Body gap="4">
              <Flex justify="space-between" align="baseline" gap="3">
                <Text color="fg.muted">{t("purchase.total")}</Text>
                <Text fontSize="2xl" fontWeight="bold" aria-live="polite" data-testid="cart-total">
                  {allPriced ? formatMoney(totalCents) : "—"}
                </Text>
              </Flex>
              {hasUnavailable && (
                <Text fontSize="sm" color="fg.error">
                  {t("cart.removeUnavailable")}
                </Text>
              )}
              {user ? (
                <Stack gap="2">
                  <Button colorPalette="teal" size="lg" onClick={onCheckout} loading={checkout.loading} disabled={hasUnavailable || !allPriced || tooManyLines}>
                    {t("cart.checkout")}
                  </Button>
                  <Text fontSize="sm" color={tooManyLines ? "fg.error" : "fg.muted"}>
                    {tooManyLines
                      ? t("cart.tooManyLines", { count: CHECKOUT_MAX_LINES })
                      : t("cart.paidFromBalance", { balance: formatMoney(user.balanceCents) })}
                  </Text>
                  {shortCents !== null && (
                    <Stack gap="3" borderTopWidth="1px" pt="3" data-testid="cart-pay-difference">
                      <PayWithMethodForm
                        guest={false}
                        amountCents={shortCents}
                        disabled={hasUnavailable || !allPriced || tooManyLines}
                        loading={payForCart.loading}
                        checking={payForCart.browserCheck.checking}
                        progress={payForCart.browserCheck.progress}
                        fieldProblem={null}
                        problem={payProblem}
                        onPay={(request) => void onPay(request)}
                        returnTo={CART_PATH}
                      />
                      <Link asChild fontSize="sm" colorPalette="teal" color="colorPalette.fg">
                        <RouterLink to="/customer/add-balance">{t("guestCheckout.addFunds")}</RouterLink>
                      </Link>
                    </Stack>
                  )}
                </Stack>
              ) : (
                <Stack gap="3" data-testid="guest-checkout">
                  <Text fontSize="sm" color="fg.muted">
                    {t("guestCheckout.intro")}
                  </Text>
                  <PayWithMethodForm
                    guest
                    amountCents={totalCents}
                    disabled={hasUnavailable || !allPriced || tooManyLines}
                    loading={payForCart.loading}
                    checking={payForCart.browserCheck.checking}
                    progress={payForCart.browserCheck.progress}
                    fieldProblem={fieldProblem}
                    problem={payProblem ?? (tooManyLines ? t("cart.tooManyLines", { count: CHECKOUT_MAX_LINES }) : null)}
                    onPay={(request) => void onPay(request)}
                    returnTo={CART_PATH}
                  />
                  <Text fontSize="sm" textAlign="center" color="fg.muted">
                    {t("cart.noAccount")}{" "}
                    <Link asChild colorPalette="teal" color="colorPalette.fg">
                      <RouterLink to={withReturnTo("/auth/register", CART_PATH)}>{t("cart.register")}</RouterLink>
                    </Link>
                  </Text>
                </Stack>
              )}
              <Button asChild variant="ghost" size="sm">
                <RouterLink to="/">{t("cart.continueShopping")}</RouterLink>
              </Button>
            </Card.Body>
          </Card.Root>
        </Flex>
      )}
    </Stack>
  );
}
