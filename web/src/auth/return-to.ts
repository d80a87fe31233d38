/**
 * Where a sign-in started from a page of the shop goes back to (`?returnTo=` on the sign-in and
 * registration pages). Only a path of this site is accepted: anything a browser could read as
 * another origin (`//host`, `/\host`, `https:`, `javascript:`), control characters, or a path
 * back into the sign-in pages is refused, so a crafted link cannot send a fresh session away.
 */
export const RETURN_TO_PARAM = "returnTo";
const MAX_RETURN_TO = 512;
const BASE = "https://shop.invalid";

/** The path to return to, or null for anything that is not a plain same-origin path. */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_RETURN_TO) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  // Browsers read a backslash as a slash ("/\evil.example"); control characters and spaces are trimmed or dropped.
  if (raw.includes("\\") || /\s/.test(raw) || [...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname + url.search + url.hash;
  if (path === "/auth" || path.startsWith("/auth/") || path.startsWith("/auth?")) return null;
  return path;
}

/** The sign-in (or registration) page's address that comes back to `path` afterwards. */
export function withReturnTo(page: "/auth/login" | "/auth/register", path: string | null): string {
  const safe = safeReturnTo(path);
  return safe ? `${page}?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}` : page;
}

/**
 * A registration started from the cart ends in an e-mail whose link may open in another tab:
 * the return path is kept here for a day, so the confirmation page's "sign in" leads back.
 */
const PENDING_KEY = "bia.returnAfterConfirm.v1";
const PENDING_MS = 24 * 60 * 60 * 1000;

export function rememberReturnAfterConfirm(path: string | null, now = Date.now()): void {
  const safe = safeReturnTo(path);
  try {
    if (safe) window.localStorage.setItem(PENDING_KEY, JSON.stringify({ path: safe, at: now }));
  } catch {
    // Storage refused: the confirmation's sign-in goes where it always does.
  }
}

/** The remembered return path, if it is still fresh and safe. */
export function pendingReturnAfterConfirm(now = Date.now()): string | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(PENDING_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { path, at } = value as Record<string, unknown>;
    if (typeof at !== "number" || now - at > PENDING_MS || now < at) return null;
    return safeReturnTo(typeof path === "string" ? path : null);
  } catch {
    return null;
  }
}

export function forgetReturnAfterConfirm(): void {
  try {
    window.localStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing to forget.
  }
}
