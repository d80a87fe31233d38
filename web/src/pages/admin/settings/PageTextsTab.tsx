import { Field, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "@common/languages";
import { PageLanguageTabs, type TranslatedField } from "@/components/LanguageTabs";
import { loadResource } from "@/i18n";
import type { EditablePage } from "@/site/page-texts";

/** The home page's cards, in the order they are shown (public.json why.{card}); the server's PAGE_FIELDS match. */
const HOME_CARDS = ["instantDelivery", "securePrivate", "prepaidBalance", "support"] as const;
const PAGES: EditablePage[] = ["home", "terms", "privacy", "disclaimer"];

type Resource = Record<string, unknown>;
/** Each language's shipped public and legal texts, for the placeholders and "Start from the current text". */
type Shipped = Record<Language, { public: Resource; legal: Resource }>;

function lookup(resource: Resource, path: string): string {
  let node: unknown = resource;
  for (const part of path.split(".")) node = typeof node === "object" && node !== null ? (node as Resource)[part] : undefined;
  return typeof node === "string" ? node : "";
}

async function loadShipped(): Promise<Shipped> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => [language, { public: await loadResource(language, "public"), legal: await loadResource(language, "legal") }] as const),
  );
  return Object.fromEntries(entries) as Shipped;
}

/**
 * Settings → Pages: the admin's versions of the home page's four cards and the legal pages, per
 * language (English included, since these texts ship with the shop). Markdown for legal pages,
 * rendered by the site's safe renderer; the server keeps the limits and the audit trail.
 */
export function PageTextsTab() {
  const { t } = useTranslation("admin");
  const [page, setPage] = useState<EditablePage>("home");
  const [shipped, setShipped] = useState<Shipped | null>(null);

  useEffect(() => {
    let live = true;
    void loadShipped().then((texts) => live && setShipped(texts));
    return () => {
      live = false;
    };
  }, []);

  const fields = useMemo((): TranslatedField[] => {
    if (!shipped) return [];
    const from = (ns: "public" | "legal", key: string) => (language: Language) => lookup(shipped[language][ns], key);
    if (page === "home") {
      return HOME_CARDS.flatMap((card, i): TranslatedField[] => [
        {
          field: `${card}Title`,
          label: t("settings.pages.cardTitle", { n: i + 1 }),
          maxLength: 100,
          english: "",
          shipped: from("public", `why.${card}.title`),
        },
        {
          field: `${card}Text`,
          label: t("settings.pages.cardText", { n: i + 1 }),
          maxLength: 1000,
          multiline: true,
          english: "",
          shipped: from("public", `why.${card}.text`),
        },
      ]);
    }
    const body: TranslatedField = {
      field: "body",
      label: t("settings.pages.body"),
      maxLength: 20_000,
      multiline: true,
      english: "",
      shipped: from("legal", `${page}.body`),
    };
    if (page !== "disclaimer") return [body];
    return [
      { field: "notice", label: t("settings.pages.notice"), maxLength: 5000, multiline: true, english: "", shipped: from("legal", "disclaimer.notice") },
      body,
    ];
  }, [page, shipped, t]);

  return (
    <Stack gap="5" maxW="3xl">
      <Text color="fg.muted">{t("settings.pages.intro")}</Text>
      <Field.Root maxW="sm">
        <Field.Label>{t("settings.pages.page")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={page} onChange={(e) => setPage(e.target.value as EditablePage)}>
            {PAGES.map((p) => (
              <option key={p} value={p}>
                {t(`settings.pages.${p}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {page !== "home" && <Field.HelperText>{t("settings.pages.markdownHint", { token: "{{site}}" })}</Field.HelperText>}
      </Field.Root>
      {shipped ? <PageLanguageTabs key={page} page={page} fields={fields} /> : <Text color="fg.muted">{t("settings.pages.loading")}</Text>}
    </Stack>
  );
}
