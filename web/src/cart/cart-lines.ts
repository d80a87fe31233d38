/**
 * The cart's lines as the browser keeps them, and the pure rules that read and change them.
 * Everything read back from localStorage is untrusted (another tab, an older release, a
 * person with the developer tools): it is checked line by line and anything that does not
 * fit is dropped, never thrown. The server checks every line again at checkout.
 */

/** One line: which variant of which product, and how many. */
export interface CartLine {
  productId: string;
  /** Until a product has variants of its own, its default variant, whose id is the product's. */
  variantId: string;
  quantity: number;
}

/** The localStorage key; a new shape gets a new version so an old value is dropped, not misread. */
export const CART_STORAGE_KEY = "bia.cart.v1";
export const CART_VERSION = 1;
/** Most lines a cart holds (the server's checkout takes no more). */
export const MAX_CART_LINES = 50;
/** A stored value longer than this is dropped unread: 50 lines fit in well under it. */
export const MAX_STORED_CHARS = 16_000;
/** The largest quantity one line may carry, whatever the product's own maximum. */
export const MAX_LINE_QUANTITY = 100_000;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A product's quantity bounds; null max means no upper limit of its own. */
export interface QuantityLimits {
  min: number;
  max: number | null;
}

function isQuantity(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY;
}

/** One stored line, or null when any of its fields is missing or out of shape. */
export function parseLine(value: unknown): CartLine | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { productId, variantId, quantity } = value as Record<string, unknown>;
  if (typeof productId !== "string" || !ID.test(productId)) return null;
  if (typeof variantId !== "string" || !ID.test(variantId)) return null;
  if (!isQuantity(quantity)) return null;
  return { productId, variantId, quantity };
}

/**
 * The cart in a stored value: an empty cart for nothing, for a value too long, for something
 * that is not this version's JSON; bad lines are left out, a variant listed twice keeps its
 * first line, and at most MAX_CART_LINES lines are kept.
 */
export function parseCart(raw: string | null | undefined): CartLine[] {
  if (!raw || raw.length > MAX_STORED_CHARS) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== "object" || value === null) return [];
  const { v, lines } = value as Record<string, unknown>;
  if (v !== CART_VERSION || !Array.isArray(lines)) return [];
  const kept: CartLine[] = [];
  const seen = new Set<string>();
  for (const item of lines.slice(0, MAX_CART_LINES * 2)) {
    const line = parseLine(item);
    if (!line || seen.has(line.variantId)) continue;
    seen.add(line.variantId);
    kept.push(line);
    if (kept.length === MAX_CART_LINES) break;
  }
  return kept;
}

export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify({ v: CART_VERSION, lines: lines.slice(0, MAX_CART_LINES) });
}

/** A quantity brought inside a product's bounds (and the cart's own cap). */
export function clampQuantity(quantity: number, limits: QuantityLimits): number {
  const max = Math.min(limits.max ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  const min = Math.max(1, Math.min(limits.min, max));
  if (!Number.isFinite(quantity)) return min;
  return Math.min(max, Math.max(min, Math.trunc(quantity)));
}

/** Why a line could not be added; null when it was. */
export type AddRefusal = "full" | null;

/**
 * Adds a line: a variant already in the cart gets the quantities summed (within the bounds);
 * a new variant is appended unless the cart is full.
 */
export function addLine(lines: readonly CartLine[], line: CartLine, limits: QuantityLimits): { lines: CartLine[]; refused: AddRefusal } {
  const at = lines.findIndex((l) => l.variantId === line.variantId);
  if (at >= 0) {
    const next = [...lines];
    next[at] = { ...lines[at], quantity: clampQuantity(lines[at].quantity + line.quantity, limits) };
    return { lines: next, refused: null };
  }
  if (lines.length >= MAX_CART_LINES) return { lines: [...lines], refused: "full" };
  return { lines: [...lines, { ...line, quantity: clampQuantity(line.quantity, limits) }], refused: null };
}

export function setLineQuantity(lines: readonly CartLine[], variantId: string, quantity: number, limits: QuantityLimits): CartLine[] {
  return lines.map((l) => (l.variantId === variantId ? { ...l, quantity: clampQuantity(quantity, limits) } : l));
}

export function removeLine(lines: readonly CartLine[], variantId: string): CartLine[] {
  return lines.filter((l) => l.variantId !== variantId);
}

/** Whether two carts hold the same lines in the same order (a storage event that changed nothing is ignored). */
export function sameLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return a.length === b.length && a.every((l, i) => l.productId === b[i].productId && l.variantId === b[i].variantId && l.quantity === b[i].quantity);
}
