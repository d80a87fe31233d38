import { useTranslation } from "react-i18next";
import { useSiteData } from "@/site/useSiteData";
import { usePageTexts, withSiteName, type EditablePage } from "@/site/page-texts";
import { legalDate, SHIPPED_LEGAL_DATE } from "./LegalDocument";

/**
 * One legal page's texts for the reader: per field, the admin's override (their language, else
 * English), else the text shipped in web/src/locales/{lang}/legal.json. The date is the newest
 * override's, else the shipped texts' date.
 */
export function useLegalText(page: Exclude<EditablePage, "home">) {
  const { t, i18n } = useTranslation("legal");
  const { settings } = useSiteData();
  const { overrides, loading } = usePageTexts(page);
  const site = settings.siteName.trim() || "BIA";
  const text = (field: string): { value: string; language: string } => {
    const override = overrides.get(field);
    return override
      ? { value: withSiteName(override.value, site), language: override.language }
      : { value: t(`${page}.${field}`, { site }), language: i18n.language };
  };
  const newest = [...overrides.values()]
    .map((o) => o.updatedAt)
    .sort()
    .pop();
  return { text, loading, updated: legalDate(newest ?? SHIPPED_LEGAL_DATE, i18n.language) };
}
