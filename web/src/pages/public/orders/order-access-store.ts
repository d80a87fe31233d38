/**
 * The access tokens of this browser's guest orders, keyed by order id. The checkout answers an
 * order's access token only once, so the browser that paid keeps it to open the order page
 * after the provider sends the buyer back. Storage that refuses (private mode) keeps nothing:
 * the e-mail's link still opens the order.
 */
const KEY = "bia.guestOrders";
/** The newest orders kept; older ones open through their e-mail link. */
const MAX_KEPT = 20;

export interface StoredOrderAccess {
  orderId: string;
  accessToken: string;
  number: string;
}

function readAll(): StoredOrderAccess[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is StoredOrderAccess =>
        typeof e === "object" && e !== null && typeof e.orderId === "string" && typeof e.accessToken === "string" && typeof e.number === "string",
    );
  } catch {
    return [];
  }
}

export function rememberOrderAccess(access: StoredOrderAccess): void {
  const next = [access, ...readAll().filter((e) => e.orderId !== access.orderId)].slice(0, MAX_KEPT);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage refused: the e-mail's link opens the order.
  }
}

export function storedOrderAccess(orderId: string): StoredOrderAccess | null {
  return readAll().find((e) => e.orderId === orderId) ?? null;
}

/** A token the server no longer takes is dropped, so the page stops offering it. */
export function forgetOrderAccess(orderId: string): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(readAll().filter((e) => e.orderId !== orderId)));
  } catch {
    // Nothing stored.
  }
}
