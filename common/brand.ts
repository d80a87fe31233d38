/**
 * The seller's brand (Settings → Brand): the rules the server enforces and the client checks
 * first, and the accent colour's palette, which both the admin's preview and every page use.
 */

/** The seed's shop name: while the shop carries it, the seed's "B.I.A-TOOLS" link label stays. */
export const SEED_SITE_NAME = "BIA";
/** Where the tools link goes unless the seller sets another address: the seed's path while the shop has the seed's name. */
export function defaultToolsPath(siteName: string): string {
  return usesSeedBrand(siteName) ? "/bia-tools" : "/tools";
}

export const ACCENT_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** WCAG AA for normal text: white on a solid accent button, and the accent as text on white. */
export const MIN_CONTRAST = 4.5;

/** Uploaded brand images: PNG, JPEG, WebP or GIF (never SVG: it can carry script), at most these sizes. */
export const BRAND_IMAGE_KINDS = ["logo", "favicon", "hero"] as const;
export type BrandImageKind = (typeof BRAND_IMAGE_KINDS)[number];
export const MAX_BRAND_IMAGE_BYTES: Record<BrandImageKind, number> = {
  logo: 512 * 1024,
  favicon: 128 * 1024,
  hero: 2 * 1024 * 1024,
};
export const BRAND_IMAGE_URL_PREFIX = "/uploads/brand/";

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf([r, g, b]: Rgb): string {
  return "#" + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("");
}

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether white text on the accent (a solid button) and the accent as text on white both read at AA. */
export function accentReadable(hex: string): boolean {
  return ACCENT_PATTERN.test(hex) && contrastRatio(hex, "#ffffff") >= MIN_CONTRAST;
}

/** `hex` moved toward `target` by `share` (0–1). */
function mix(hex: string, target: string, share: number): string {
  const a = rgbOf(hex);
  const b = rgbOf(target);
  return hexOf([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * share) as Rgb);
}

/** The lightest step toward white that still reads at AA on `background` (dark mode's accent text). */
function readableOn(hex: string, background: string): string {
  for (let share = 0; share <= 1; share += 0.05) {
    const candidate = mix(hex, "#ffffff", share);
    if (contrastRatio(candidate, background) >= MIN_CONTRAST) return candidate;
  }
  return "#ffffff";
}

/** Chakra's dark background (gray.950), on which dark mode's accent text must read. */
const DARK_BACKGROUND = "#09090b";

export interface AccentPalette {
  light: Record<"solid" | "contrast" | "fg" | "muted" | "subtle" | "emphasized" | "focusRing", string>;
  dark: Record<"solid" | "contrast" | "fg" | "muted" | "subtle" | "emphasized" | "focusRing", string>;
}

/**
 * The semantic colours of Chakra's palette tokens (teal.solid, teal.fg, …) for one accent: the
 * accent itself for buttons (white text, checked at AA), tints for backgrounds, and in dark mode
 * a lighter accent wherever it is text on the dark background.
 */
export function accentPalette(hex: string): AccentPalette {
  const fgDark = readableOn(hex, DARK_BACKGROUND);
  return {
    light: {
      solid: hex,
      contrast: "#ffffff",
      fg: hex,
      muted: mix(hex, "#ffffff", 0.7),
      subtle: mix(hex, "#ffffff", 0.88),
      emphasized: mix(hex, "#ffffff", 0.55),
      focusRing: hex,
    },
    dark: {
      solid: hex,
      contrast: "#ffffff",
      fg: fgDark,
      muted: mix(hex, "#000000", 0.55),
      subtle: mix(hex, "#000000", 0.75),
      emphasized: mix(hex, "#000000", 0.4),
      focusRing: fgDark,
    },
  };
}

/** The tools link's label unless the seller wrote one: the seed's while the shop has the seed's name. */
export function usesSeedBrand(siteName: string): boolean {
  return siteName.trim() === SEED_SITE_NAME || siteName.trim() === "";
}
