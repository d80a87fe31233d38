import type { TFunction } from "i18next";
import { accentPalette, defaultToolsPath, usesSeedBrand } from "../../../common/brand";
import type { HomeText, SiteSettings } from "./useSiteData";

/** The seller's brand texts (server: PAGE_FIELDS.brand), by field. */
export type BrandField = "toolsLabel" | "announcement" | "heroTitle" | "heroText" | "footerText";
export const BRAND_FIELDS: BrandField[] = ["toolsLabel", "announcement", "heroTitle", "heroText", "footerText"];

export interface Brand {
  name: string;
  /** Null when the seller hid the tools link. */
  toolsLink: { href: string; label: string; external: boolean } | null;
  announcement: string | null;
  heroTitle: string | null;
  heroText: string | null;
  footerText: string | null;
}

/**
 * What the header, hero and footer show of the seller's brand: their texts in the reader's
 * language where they wrote some; else the defaults, which carry the seed's "B.I.A-TOOLS" label
 * only while the shop still has the seed's name, and the shop's own name after a rename.
 */
export function brandOf(
  settings: Pick<SiteSettings, "siteName" | "toolsLinkShown" | "toolsLinkUrl">,
  texts: Pick<HomeText, "field" | "value">[],
  t: TFunction,
): Brand {
  const text = (field: BrandField) => texts.find((x) => x.field === field)?.value.trim() || null;
  const name = settings.siteName.trim() || "BIA";
  const href = settings.toolsLinkUrl?.trim() || defaultToolsPath(settings.siteName);
  const label = text("toolsLabel") ?? (usesSeedBrand(settings.siteName) ? t("common:header.biaTools") : t("common:header.shopTools", { name }));
  return {
    name,
    toolsLink: settings.toolsLinkShown ? { href, label, external: /^https?:/i.test(href) } : null,
    announcement: text("announcement"),
    heroTitle: text("heroTitle"),
    heroText: text("heroText"),
    footerText: text("footerText"),
  };
}

const TOKENS = ["solid", "contrast", "fg", "muted", "subtle", "emphasized", "focusRing"] as const;
const cssName = (token: string) => `--chakra-colors-teal-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The CSS that makes Chakra's teal palette (every accent of the app: buttons, links, badges,
 * focus rings) the seller's accent, light and dark; empty for the shipped teal. The colours
 * come from a checked #rrggbb, never from free text.
 */
export function accentCss(accent: string | null | undefined, scope?: string): string {
  if (!accent || !/^#[0-9a-fA-F]{6}$/.test(accent)) return "";
  const palette = accentPalette(accent);
  const block = (mode: "light" | "dark") => TOKENS.map((token) => `${cssName(token)}: ${palette[mode][token]} !important;`).join(" ");
  // A scope (the admin's preview) gets the accent for what it contains only.
  return scope ? `${scope} { ${block("light")} } html.dark ${scope} { ${block("dark")} }` : `:root { ${block("light")} } html.dark { ${block("dark")} }`;
}
