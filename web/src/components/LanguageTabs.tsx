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

/**
 * One language's version of the fields, saved on its own (the form's own Save keeps saving the
 * English text). A blank field shows the English text to readers of that language.
 */
function TranslationPanel({
  language,
  subjectType,
  subjectId,
  fields,
}: {
  language: Language;
  subjectType: ContentSubjectType;
  subjectId: string;
  fields: TranslatedField[];
}) {
  const { t } = useTranslation("admin");
  const { data, loading } = useQuery(ContentTranslationsQuery, { variables: { subjectType, subjectId }, fetchPolicy: "cache-and-network" });
  const [save, saving] = useMutation(SaveContentTranslationsMutation, { refetchQueries: [ContentTranslationsQuery] });
  const [values, setValues] = useState<Record<string, string> | null>(null);
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
      await save({ variables: { input: { subjectType, subjectId, language, fields: fields.map((f) => ({ field: f.field, value: values[f.field] ?? "" })) } } });
      notify({ title: t("languageTabs.saved"), description: LANGUAGE_NAMES[language] });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  if (!values) return <Text color="fg.muted">{loading ? t("common.loading") : ""}</Text>;
  const set = (field: string) => (value: string) => setValues({ ...values, [field]: value });
  return (
    <Stack gap="3" lang={language}>
      <FormError message={error} />
      {fields.map((f) => (
        <Field.Root key={f.field}>
          <Field.Label>{t("languageTabs.fieldLabel", { label: f.label, language: LANGUAGE_NAMES[language] })}</Field.Label>
          {f.multiline ? (
            <Textarea
              value={values[f.field]}
              onChange={(e) => set(f.field)(e.target.value)}
              rows={f.shipped ? 10 : 4}
              maxLength={f.maxLength}
              placeholder={f.shipped ? f.shipped(language) : f.english}
            />
          ) : (
            <Input
              value={values[f.field]}
              onChange={(e) => set(f.field)(e.target.value)}
              maxLength={f.maxLength}
              placeholder={f.shipped ? f.shipped(language) : f.english}
              // Enter saves this language, not the English form around it.
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  void onSave();
                }
              }}
            />
          )}
          <Field.HelperText>{f.shipped ? t("languageTabs.pageBlankHint") : t("languageTabs.blankHint")}</Field.HelperText>
          {f.shipped && f.multiline && values[f.field] === "" && (
            <Button type="button" size="xs" variant="ghost" alignSelf="flex-start" onClick={() => set(f.field)(f.shipped!(language))}>
              {t("languageTabs.startFromCurrent")}
            </Button>
          )}
        </Field.Root>
      ))}
      <Button type="button" variant="outline" colorPalette="teal" alignSelf="flex-start" loading={saving.loading} onClick={() => void onSave()}>
        {t("languageTabs.save", { language: LANGUAGE_NAMES[language] })}
      </Button>
    </Stack>
  );
}

/**
 * Tabs per language around the English fields of an admin form (products, site settings): the
 * English tab holds the form's own fields (`children`); Русский and 简体中文 edit the same texts in
 * those languages. Until the subject exists (a product not yet saved) only English can be edited.
 */
export function LanguageTabs({
  subjectType,
  subjectId,
  fields,
  children,
}: {
  subjectType: Exclude<ContentSubjectType, "page">;
  subjectId: string | null;
  fields: TranslatedField[];
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <Tabs.Root defaultValue="en" variant="enclosed" size="sm" lazyMount unmountOnExit={false}>
      <Tabs.List aria-label={t("languageTabs.tabsLabel")} flexWrap="wrap">
        {LANGUAGES.map((language) => (
          <Tabs.Trigger key={language} value={language} lang={language} disabled={language !== "en" && !subjectId}>
            {LANGUAGE_NAMES[language]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="en">
        <Stack gap="3">{children}</Stack>
      </Tabs.Content>
      {subjectId &&
        OTHER_LANGUAGES.map((language) => (
          <Tabs.Content key={language} value={language}>
            <TranslationPanel language={language} subjectType={subjectType} subjectId={subjectId} fields={fields} />
          </Tabs.Content>
        ))}
      {!subjectId && (
        <Text color="fg.muted" fontSize="sm">
          {t("languageTabs.saveFirst")}
        </Text>
      )}
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
          <TranslationPanel language={language} subjectType="page" subjectId={page} fields={fields} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
