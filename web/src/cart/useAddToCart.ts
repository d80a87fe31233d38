import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { notify } from "@/components/notify";
import { i18n } from "@/i18n";
import { useCart } from "./useCart";

/** What "Add to cart" needs to know of a product (the card's own quantity field gives the rest). */
export interface CartableProduct {
  id: string;
  name: string;
  /** The chosen variant; left out: the product's default one (whose id is the product's). */
  variantId?: string;
  variantName?: string;
  minPurchaseQuantity: number;
  maxPurchaseQuantity: number | null | undefined;
  /** Null: not counted (a licence product, or the count is not loaded). */
  available: number | null;
  isLicense?: boolean;
}

/**
 * "Add to cart" beside Purchase: the same quantity checks the card makes before buying, then
 * the line goes into the cart (summed with a line of the same variant) and a toast offers the cart.
 */
export function useAddToCart() {
  const cart = useCart();
  const navigate = useNavigate();
  const { t } = useTranslation("public");

  /** Resolves true when the line went into the cart. */
  return async function addToCart(product: CartableProduct, rawQuantity: string): Promise<boolean> {
    const limits = { min: product.minPurchaseQuantity, max: product.maxPurchaseQuantity ?? null };
    const quantity = product.isLicense ? "1" : rawQuantity;
    if (!product.isLicense) {
      // The checks and their texts load on the first add: the home page's own download stays as it was.
      const [{ quantityProblem }] = await Promise.all([import("@/pages/public/home/purchase-rules"), i18n.loadNamespaces("errors").catch(() => undefined)]);
      const problem = quantityProblem(quantity, { ...limits, available: product.available });
      if (problem) {
        notify({ title: t("cart.notAdded"), description: problem, variant: "destructive" });
        return false;
      }
    }
    const refused = cart.add({ productId: product.id, variantId: product.variantId ?? product.id, quantity: Number(quantity) }, limits);
    if (refused === "full") {
      notify({ title: t("cart.notAdded"), description: t("cart.full"), variant: "destructive" });
      return false;
    }
    const name = product.variantName ? `${product.name} — ${product.variantName}` : product.name;
    notify({
      title: t("cart.added"),
      description: t("cart.addedDescription", { name, count: Number(quantity) }),
      action: { label: t("cart.view"), onClick: () => void navigate("/cart") },
    });
    return true;
  };
}
