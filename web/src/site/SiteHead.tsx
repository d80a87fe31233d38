import { useEffect } from "react";
import { accentCss } from "./brand";
import type { SiteSettings } from "./useSiteData";

const DEFAULT_DESCRIPTION = "Digital Account Marketplace";
const DEFAULT_FAVICON = "/favicon.svg";

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/** Title, description, favicon and the accent colour follow the site settings. */
export function SiteHead({ settings }: { settings: SiteSettings }) {
  const { siteName, siteTagline, siteDescription, faviconUrl, accentColor } = settings;
  useAccentColor(accentColor);

  useEffect(() => {
    document.title = `${siteName} - ${siteTagline}`;
  }, [siteName, siteTagline]);

  useEffect(() => {
    const meta = headElement('meta[name="description"]', () => Object.assign(document.createElement("meta"), { name: "description" }));
    meta.content = siteDescription?.trim() || DEFAULT_DESCRIPTION;
  }, [siteDescription]);

  useEffect(() => {
    const link = headElement<HTMLLinkElement>('link[rel="icon"]', () => Object.assign(document.createElement("link"), { rel: "icon" }));
    const href = faviconUrl?.trim() || DEFAULT_FAVICON;
    link.href = href;
    // An uploaded favicon is usually .ico or .png; a stale svg type would make browsers ignore it.
    if (href === DEFAULT_FAVICON) link.type = "image/svg+xml";
    else link.removeAttribute("type");
  }, [faviconUrl]);

  return null;
}

/** The seller's accent as Chakra's teal palette, on every page (and in the admin's preview before saving). */
export function useAccentColor(accentColor: string | null | undefined): void {
  useEffect(() => {
    const style = headElement<HTMLStyleElement>("style#brand-accent", () => Object.assign(document.createElement("style"), { id: "brand-accent" }));
    style.textContent = accentCss(accentColor);
  }, [accentColor]);
}
