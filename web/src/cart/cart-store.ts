import { CART_STORAGE_KEY, parseCart, sameLines, serializeCart, type CartLine } from "./cart-lines";

/**
 * The cart of this browser: one copy in memory for every component, written through to
 * localStorage (so it survives a reload and a sign-in), and kept in step with the other tabs
 * by the `storage` event. Storage that refuses (private mode, quota) leaves a cart that lives
 * as long as the tab.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let lines: CartLine[] = read();

function read(): CartLine[] {
  try {
    return parseCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // key null: another tab cleared the whole storage.
  if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
  const next = parseCart(event.newValue);
  if (sameLines(next, lines)) return;
  lines = next;
  emit();
}

export function cartLines(): CartLine[] {
  return lines;
}

/** Replaces the lines and stores them; other tabs hear of it through their storage event. */
export function writeCart(next: CartLine[]): void {
  if (sameLines(next, lines)) return;
  lines = next;
  try {
    if (next.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, serializeCart(next));
  } catch {
    // Storage refused: the cart lives in this tab only.
  }
  emit();
}

export function subscribeCart(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}
