import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Field, Input, Stack, Tabs, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@common/languages";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { FormError } from "./FormError";
import { notify } from "./notify";

export const ContentTranslationsQuery = graphql(`
  query ContentTranslations($subjectType: String!, $subjectId: String!) {
    contentTranslations(subjectType: $subjectType, subjectId: $subjectId) {
      field
      language
      value
    }
  }
`);

const SaveContentTranslationsMutation = graphql(`
  mutation SaveContentTranslations($input: ContentTranslationInput!) {
    saveContentTranslations(input: $input) {
      field
      language
      value
    }
  }
`);

export interface TranslatedField {
  /** The server's field name (content-translations.ts): product name/description, category and variant name, site tagline/description, page texts. */
  field: string;
  label: string;
  maxLength: number;
  multiline?: boolean;
  /** The English text, shown as the placeholder of the other languages. */
  english: string;
  /**
   * Pages only: the text readers of a language see when it has no override (the client's
   * shipped translation): the placeholder, and what "Start from the current text" copies in.
   */
  shipped?: (language: Language) => string;
}

type Translated = Exclude<Language, "en">;
const OTHER_LANGUAGES = LANGUAGES.filter((l): l is Translated => l !== "en");
export type ContentSubjectType = "product" | "site" | "category" | "variant" | "page";
type Values = Record<string, string>;

/** One language's inputs for the fields: a blank field shows readers the English (or, for pages, the shipped) text. */
function TranslationFields({
  language,
  fields,
  values,
  onChange,
}: {
  language: Language;
  fields: TranslatedField[];
  values: Values;
  onChange: (field: string, value: string) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      {fields.map((f) => (
        <Field.Root key={f.field}>
          <Field.Label>{t("languageTabs.fieldLabel", { label: f.label, language: LANGUAGE_NAMES[language] })}</Field.Label>
          {f.multiline ? (
            <Textarea
              value={values[f.field] ?? ""}
              onChange={(e) => onChange(f.field, e.target.value)}
              rows={f.shipped ? 10 : 4}
              maxLength={f.maxLength}
              placeholder={f.shipped ? f.shipped(language) : f.english}
            />
          ) : (
            <Input
              value={values[f.field] ?? ""}
              onChange={(e) => onChange(f.field, e.target.value)}
              maxLength={f.maxLength}
              placeholder={f.shipped ? f.shipped(language) : f.english}
            />
          )}
          <Field.HelperText>{f.shipped ? t("languageTabs.pageBlankHint") : t("languageTabs.blankHint")}</Field.HelperText>
          {f.shipped && f.multiline && (values[f.field] ?? "") === "" && (
            <Button type="button" size="xs" variant="ghost" alignSelf="flex-start" onClick={() => onChange(f.field, f.shipped!(language))}>
              {t("languageTabs.startFromCurrent")}
            </Button>
          )}
        </Field.Root>
      ))}
    </>
  );
}

const emptyValues = (fieldNames: readonly string[]): Record<Translated, Values> =>
  Object.fromEntries(OTHER_LANGUAGES.map((l) => [l, Object.fromEntries(fieldNames.map((f) => [f, ""]))])) as Record<Translated, Values>;

/** The Russian and Chinese texts of one form's subject, held until the form's own Save writes them (see useContentDrafts). */
export interface ContentDrafts {
  /** null while the saved texts load. */
  values: Record<Translated, Values> | null;
  set: (language: Translated, field: string, value: string) => void;
  /** Some text differs from what is saved. */
  dirty: boolean;
  /** Until the subject exists (a product not yet saved), the texts wait for its id. */
  subjectId: string | null;
  /** Writes every language whose texts changed; `subjectId` names a subject the form has just created. */
  save: (subjectId?: string) => Promise<void>;
}

/**
 * The other languages' texts of a form's subject (a product, a category, a variant, the site
 * settings), edited in its LanguageTabs and written by the form's one Save after its English
 * fields: nothing typed on a language tab is lost when the form is saved or left (the form asks
 * first while `dirty`).
 */
export function useContentDrafts(subjectType: Exclude<ContentSubjectType, "page">, subjectId: string | null, fieldNames: readonly string[]): ContentDrafts {
  const { data } = useQuery(ContentTranslationsQuery, {
    variables: { subjectType, subjectId: subjectId ?? "" },
    skip: !subjectId,
    fetchPolicy: "cache-and-network",
  });
  const [saveLanguage] = useMutation(SaveContentTranslationsMutation);
  const [saved, setSaved] = useState<Record<Translated, Values> | null>(subjectId ? null : emptyValues(fieldNames));
  const [values, setValues] = useState<Record<Translated, Values> | null>(saved);
  const names = fieldNames.join("\n");

  useEffect(() => {
    if (!data || saved) return;
    const loaded = emptyValues(names.split("\n"));
    for (const tr of data.contentTranslations) {
      if (tr.language !== "en" && tr.field in (loaded[tr.language as Translated] ?? {})) loaded[tr.language as Translated][tr.field] = tr.value;
    }
    setSaved(loaded);
    setValues(loaded);
  }, [data, saved, names]);

  const changed = (language: Translated) =>
    values !== null && saved !== null && Object.keys(values[language]).some((f) => values[language][f].trim() !== (saved[language][f] ?? "").trim());
  const dirty = OTHER_LANGUAGES.some(changed);

  async function save(createdId?: string) {
    const id = createdId ?? subjectId;
    if (!id || !values) return;
    for (const language of OTHER_LANGUAGES.filter(changed)) {
      const fields = Object.entries(values[language]).map(([field, value]) => ({ field, value }));
      await saveLanguage({ variables: { input: { subjectType, subjectId: id, language, fields } }, refetchQueries: [ContentTranslationsQuery] });
    }
    setSaved(values);
  }

  return {
    values,
    set: (language, field, value) => setValues((v) => (v ? { ...v, [language]: { ...v[language], [field]: value } } : v)),
    dirty,
    subjectId,
    save,
  };
}

/** A page's texts in one language, saved on their own (a page has no other form). */
function PageTranslationPanel({ language, page, fields }: { language: Language; page: string; fields: TranslatedField[] }) {
  const { t } = useTranslation("admin");
  const { data, loading } = useQuery(ContentTranslationsQuery, { variables: { subjectType: "page", subjectId: page }, fetchPolicy: "cache-and-network" });
  const [save, saving] = useMutation(SaveContentTranslationsMutation, { refetchQueries: [ContentTranslationsQuery] });
  const [values, setValues] = useState<Values | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!data || values) return;
    const mine = data.contentTranslations.filter((tr) => tr.language === language);
    setValues(Object.fromEntries(fields.map((f) => [f.field, mine.find((tr) => tr.field === f.field)?.value ?? ""])));
  }, [data, values, language, fields]);

  async function onSave() {
    if (!values) return;
    setError(null);
    try {
      await save({
        variables: { input: { subjectType: "page", subjectId: page, language, fields: fields.map((f) => ({ field: f.field, value: values[f.field] ?? "" })) } },
      });
      notify({ title: t("languageTabs.saved"), description: LANGUAGE_NAMES[language] });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  if (!values) return <Text color="fg.muted">{loading ? t("common.loading") : ""}</Text>;
  return (
    <Stack gap="3" lang={language}>
      <FormError message={error} />
      <TranslationFields language={language} fields={fields} values={values} onChange={(field, value) => setValues({ ...values, [field]: value })} />
      <Button type="button" variant="outline" colorPalette="teal" alignSelf="flex-start" loading={saving.loading} onClick={() => void onSave()}>
        {t("languageTabs.save", { language: LANGUAGE_NAMES[language] })}
      </Button>
    </Stack>
  );
}

/**
 * Tabs per language around the English fields of an admin form (products, categories, variants,
 * site settings): the English tab holds the form's own fields (`children`); Русский and 简体中文
 * edit the same texts in those languages, kept in `drafts` and saved by the form's own Save.
 */
export function LanguageTabs({ drafts, fields, children }: { drafts: ContentDrafts; fields: TranslatedField[]; children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <Tabs.Root defaultValue="en" variant="enclosed" size="sm" lazyMount unmountOnExit={false}>
      <Tabs.List aria-label={t("languageTabs.tabsLabel")} flexWrap="wrap">
        {LANGUAGES.map((language) => (
          <Tabs.Trigger key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="en">
        <Stack gap="3">{children}</Stack>
      </Tabs.Content>
      {OTHER_LANGUAGES.map((language) => (
        <Tabs.Content key={language} value={language}>
          {drafts.values ? (
            <Stack gap="3" lang={language}>
              <TranslationFields
                language={language}
                fields={fields}
                values={drafts.values[language]}
                onChange={(field, value) => drafts.set(language, field, value)}
              />
              <Text color="fg.muted" fontSize="sm">
                {t("languageTabs.savedWithForm")}
              </Text>
            </Stack>
          ) : (
            <Text color="fg.muted">{t("common.loading")}</Text>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * Tabs per language for a page's texts (the home cards, a legal page), whose English is an
 * override too: every language, English included, is edited and saved on its own, and a blank
 * field shows the text the shop ships in that language.
 */
export function PageLanguageTabs({ page, fields }: { page: string; fields: TranslatedField[] }) {
  const { t } = useTranslation("admin");
  return (
    <Tabs.Root defaultValue="en" variant="enclosed" size="sm" lazyMount unmountOnExit={false}>
      <Tabs.List aria-label={t("languageTabs.tabsLabel")} flexWrap="wrap">
        {LANGUAGES.map((language) => (
          <Tabs.Trigger key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LANGUAGES.map((language) => (
        <Tabs.Content key={language} value={language}>
          <PageTranslationPanel language={language} page={page} fields={fields} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
