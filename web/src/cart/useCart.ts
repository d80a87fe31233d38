import { useCallback, useSyncExternalStore } from "react";
import { addLine, removeLine, setLineQuantity, type AddRefusal, type CartLine, type QuantityLimits } from "./cart-lines";
import { cartLines, subscribeCart, writeCart } from "./cart-store";

export interface Cart {
  lines: CartLine[];
  /** Lines, not units: the header's count. */
  count: number;
  add: (line: CartLine, limits: QuantityLimits) => AddRefusal;
  setQuantity: (variantId: string, quantity: number, limits: QuantityLimits) => void;
  remove: (variantId: string) => void;
  clear: () => void;
}

/** The browser's cart (shared by every component and every tab of this shop). */
export function useCart(): Cart {
  const lines = useSyncExternalStore(subscribeCart, cartLines, cartLines);
  const add = useCallback((line: CartLine, limits: QuantityLimits) => {
    const result = addLine(cartLines(), line, limits);
    writeCart(result.lines);
    return result.refused;
  }, []);
  const setQuantity = useCallback((variantId: string, quantity: number, limits: QuantityLimits) => {
    writeCart(setLineQuantity(cartLines(), variantId, quantity, limits));
  }, []);
  const remove = useCallback((variantId: string) => writeCart(removeLine(cartLines(), variantId)), []);
  const clear = useCallback(() => writeCart([]), []);
  return { lines, count: lines.length, add, setQuantity, remove, clear };
}
