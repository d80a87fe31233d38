import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, Card, Flex, Heading, HStack, Icon, Image, Input, SimpleGrid, Stack, Tabs, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LuStore } from "react-icons/lu";
import { ACCENT_PATTERN, accentReadable, contrastRatio, MAX_BRAND_IMAGE_BYTES, MIN_CONTRAST, type BrandImageKind } from "../../../../../common/brand";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@common/languages";
import { CheckboxField } from "@/components/CheckboxField";
import { Form } from "@/components/Form";
import { LabelledField } from "@/components/LabelledField";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { ContentTranslationsQuery } from "@/components/LanguageTabs";
import { graphql } from "@/gql";
import { refetchLite } from "@/graphql/lite-client";
import { errorMessage, localizedError, type ErrorParams } from "@/lib/graphql-errors";
import { accentCss, brandOf, BRAND_FIELDS, type BrandField } from "@/site/brand";
import type { SiteSettings } from "@/site/useSiteData";

const UpdateBrandSettingsMutation = graphql(`
  mutation UpdateBrandSettings($input: BrandSettingsInput!) {
    updateBrandSettings(input: $input) {
      ...SiteSettingsFields
    }
  }
`);

const SaveBrandTextsMutation = graphql(`
  mutation SaveBrandTexts($input: ContentTranslationInput!) {
    saveContentTranslations(input: $input) {
      field
      language
      value
    }
  }
`);

const TEXT_LIMITS: Record<BrandField, number> = { toolsLabel: 40, announcement: 300, heroTitle: 120, heroText: 600, footerText: 2000 };
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
type Texts = Record<Language, Record<BrandField, string>>;
const emptyTexts = (): Texts => Object.fromEntries(LANGUAGES.map((l) => [l, Object.fromEntries(BRAND_FIELDS.map((f) => [f, ""]))])) as Texts;

/**
 * Settings → Brand: logo, favicon and hero image (uploaded), the accent colour (checked for
 * contrast), the header's tools link, and the announcement, hero and footer texts in each
 * language, all shown in a preview before Save. The StoryTag tools page is the new shop's sample:
 * hiding the link here takes it off the header and footer.
 */
export function BrandSettingsTab({ site }: { site: Omit<SiteSettings, "sessionTimeoutMinutes"> }) {
  const { t, i18n } = useTranslation("admin");
  const [accent, setAccent] = useState(site.accentColor ?? "");
  const [toolsShown, setToolsShown] = useState(site.toolsLinkShown);
  const [toolsUrl, setToolsUrl] = useState(site.toolsLinkUrl ?? "");
  const [images, setImages] = useState<Record<BrandImageKind, string>>({
    logo: site.logoUrl ?? "",
    favicon: site.faviconUrl ?? "",
    hero: site.heroImageUrl ?? "",
  });
  const [files, setFiles] = useState<Partial<Record<BrandImageKind, File>>>({});
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [language, setLanguage] = useState<Language>("en");
  const [saving, setSaving] = useState(false);
  const saved = useQuery(ContentTranslationsQuery, { variables: { subjectType: "page", subjectId: "brand" }, fetchPolicy: "network-only" });
  const [updateBrand] = useMutation(UpdateBrandSettingsMutation);
  const [saveTexts] = useMutation(SaveBrandTextsMutation);

  useEffect(() => {
    const rows = saved.data?.contentTranslations;
    if (!rows) return;
    const next = emptyTexts();
    for (const row of rows) if ((BRAND_FIELDS as string[]).includes(row.field)) next[row.language as Language][row.field as BrandField] = row.value;
    setTexts(next);
  }, [saved.data]);

  // A chosen file is previewed from the browser until Save uploads it.
  const previews = useMemo(() => Object.fromEntries(Object.entries(files).map(([kind, file]) => [kind, URL.createObjectURL(file)])), [files]);
  useEffect(() => () => Object.values(previews).forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const shown = (kind: BrandImageKind) => previews[kind] ?? images[kind];

  const accentValid = accent === "" || ACCENT_PATTERN.test(accent);
  const ratio = accentValid && accent ? contrastRatio(accent, "#ffffff") : null;
  // The preview speaks the language being written: its resources load on first choice.
  const [, setLoaded] = useState<string>("en");
  useEffect(() => {
    void i18n.loadLanguages(language).then(() => setLoaded(language));
  }, [i18n, language]);
  const tr = i18n.getFixedT(language);
  const previewTexts = BRAND_FIELDS.map((field) => ({ field, value: texts[language][field] || texts.en[field] }));
  const preview = brandOf({ ...site, toolsLinkShown: toolsShown, toolsLinkUrl: toolsUrl }, previewTexts, tr);

  function choose(kind: BrandImageKind, file: File | null) {
    setProblems((p) => ({ ...p, [kind]: undefined }));
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setProblems((p) => ({ ...p, [kind]: t("settings.brand.imageType") }));
    if (file.size > MAX_BRAND_IMAGE_BYTES[kind])
      return setProblems((p) => ({ ...p, [kind]: t("settings.brand.imageTooLarge", { kb: MAX_BRAND_IMAGE_BYTES[kind] / 1024 }) }));
    setFiles((f) => ({ ...f, [kind]: file }));
  }

  async function upload(kind: BrandImageKind, file: File): Promise<string | null> {
    const res = await fetch(`/api/admin/brand/${kind}`, { method: "POST", body: file, headers: { "content-type": file.type } });
    const answer = (await res.json().catch(() => null)) as {
      logoUrl?: string;
      faviconUrl?: string;
      heroImageUrl?: string;
      error?: { message: string; code?: string; params?: ErrorParams };
    } | null;
    if (!res.ok) {
      const refusal = answer?.error;
      setProblems((p) => ({ ...p, [kind]: refusal ? localizedError(refusal.code, refusal.message, refusal.params) : t("settings.brand.uploadFailed") }));
      return null;
    }
    return (kind === "logo" ? answer?.logoUrl : kind === "favicon" ? answer?.faviconUrl : answer?.heroImageUrl) ?? null;
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!accentValid) return setProblems((p) => ({ ...p, accentColor: t("settings.brand.accentFormat") }));
    if (accent && !accentReadable(accent)) return setProblems((p) => ({ ...p, accentColor: t("settings.brand.accentContrast", { min: MIN_CONTRAST }) }));
    setSaving(true);
    try {
      const urls = { ...images };
      for (const [kind, file] of Object.entries(files) as Array<[BrandImageKind, File]>) {
        const url = await upload(kind, file);
        if (url === null) return;
        urls[kind] = url;
      }
      setImages(urls);
      setFiles({});
      await updateBrand({
        variables: {
          input: {
            logoUrl: urls.logo,
            faviconUrl: urls.favicon,
            heroImageUrl: urls.hero,
            accentColor: accent,
            toolsLinkShown: toolsShown,
            toolsLinkUrl: toolsUrl,
          },
        },
      });
      for (const lang of LANGUAGES) {
        await saveTexts({
          variables: {
            input: { subjectType: "page", subjectId: "brand", language: lang, fields: BRAND_FIELDS.map((field) => ({ field, value: texts[lang][field] })) },
          },
        });
      }
      void refetchLite(["SiteData"]);
      notify({ title: t("settings.brand.saved") });
    } catch (err) {
      const field = (err as { errors?: Array<{ extensions?: { params?: { field?: string } } }> }).errors?.[0]?.extensions?.params?.field;
      if (field) setProblems((p) => ({ ...p, [field]: errorMessage(err) }));
      else notify({ title: t("settings.updateFailed"), description: errorMessage(err), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form onSubmit={save} gap="6" maxW="4xl" guardLeave>
      <style>{accentCss(accent && accentValid ? accent : null, ".brand-preview")}</style>
      <Card.Root variant="outline" className="brand-preview" data-testid="brand-preview">
        <Card.Header pb="2">
          <Heading as="h2" size="sm">
            {t("settings.brand.preview", { language: LANGUAGE_NAMES[language] })}
          </Heading>
        </Card.Header>
        <Card.Body gap="3" pt="0">
          {preview.announcement && (
            <Box bg="teal.solid" color="teal.contrast" px="3" py="1" fontSize="sm" textAlign="center" rounded="sm">
              {preview.announcement}
            </Box>
          )}
          <Flex align="center" gap="3" borderBottomWidth="1px" pb="2" wrap="wrap">
            {shown("logo") ? (
              <Image src={shown("logo")} alt="" boxSize="8" objectFit="contain" />
            ) : (
              <Icon boxSize="7" color="teal.solid">
                <LuStore />
              </Icon>
            )}
            <Text fontWeight="bold" fontSize="lg">
              {preview.name}
            </Text>
            {preview.toolsLink && (
              <Text fontWeight="semibold" fontSize="sm">
                {preview.toolsLink.label}
              </Text>
            )}
            <Button size="xs" colorPalette="teal" ms="auto" type="button" tabIndex={-1}>
              {tr("common:header.register")}
            </Button>
          </Flex>
          <Flex gap="4" align="center">
            <Stack gap="1" flex="1">
              <Text fontWeight="bold" fontSize="xl">
                {preview.heroTitle ?? `${preview.name} — ${site.siteTagline}`}
              </Text>
              {preview.heroText && (
                <Text color="fg.muted" fontSize="sm">
                  {preview.heroText}
                </Text>
              )}
              <Text color="teal.fg" fontSize="sm" fontWeight="semibold">
                {tr("public:hero.buyNow")}
              </Text>
            </Stack>
            {shown("hero") && <Image src={shown("hero")} alt="" maxH="20" maxW="40" objectFit="contain" />}
          </Flex>
          {preview.footerText && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="pre-wrap" borderTopWidth="1px" pt="2">
              {preview.footerText}
            </Text>
          )}
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {(["logo", "favicon", "hero"] as const).map((kind) => (
          <LabelledField
            key={kind}
            label={t(`settings.brand.${kind}`)}
            helperText={t("settings.brand.imageHint", { kb: MAX_BRAND_IMAGE_BYTES[kind] / 1024 })}
            error={problems[kind]}
          >
            <Input type="file" accept={IMAGE_TYPES.join(",")} p="1" onChange={(e) => choose(kind, e.target.files?.[0] ?? null)} />
          </LabelledField>
        ))}
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        {(["logo", "favicon", "hero"] as const).map((kind) =>
          images[kind] || files[kind] ? (
            <Button
              key={kind}
              type="button"
              size="xs"
              variant="outline"
              onClick={() => {
                setImages((i) => ({ ...i, [kind]: "" }));
                setFiles((f) => ({ ...f, [kind]: undefined }));
              }}
            >
              {t("settings.brand.removeImage", { image: t(`settings.brand.${kind}`) })}
            </Button>
          ) : null,
        )}
      </HStack>

      <Stack gap="2">
        <HStack gap="3" align="flex-end">
          <input
            type="color"
            aria-label={t("settings.brand.accentPicker")}
            value={accent && accentValid ? accent : "#0f766e"}
            onChange={(e) => {
              setAccent(e.target.value);
              setProblems((p) => ({ ...p, accentColor: undefined }));
            }}
            style={{ width: "3rem", height: "2.5rem" }}
          />
          <Box flex="1">
            <TextField
              label={t("settings.brand.accent")}
              value={accent}
              placeholder="#0f766e"
              maxLength={7}
              onChange={(v) => {
                setAccent(v.trim());
                setProblems((p) => ({ ...p, accentColor: undefined }));
              }}
              error={problems.accentColor}
              helperText={t("settings.brand.accentHint")}
            />
          </Box>
        </HStack>
        {ratio !== null && (
          <Text fontSize="sm" color={ratio >= MIN_CONTRAST ? "fg.success" : "fg.error"} data-testid="accent-contrast">
            {ratio >= MIN_CONTRAST
              ? t("settings.brand.contrastOk", { ratio: ratio.toFixed(1) })
              : t("settings.brand.contrastLow", { ratio: ratio.toFixed(1), min: MIN_CONTRAST })}
          </Text>
        )}
      </Stack>

      <Stack gap="3">
        <CheckboxField checked={toolsShown} onChange={setToolsShown}>
          {t("settings.brand.toolsShown")}
        </CheckboxField>
        <Text fontSize="sm" color="fg.muted">
          {t("settings.brand.sampleHint")}
        </Text>
        <TextField
          label={t("settings.brand.toolsUrl")}
          value={toolsUrl}
          onChange={setToolsUrl}
          placeholder="/tools"
          error={problems.toolsLinkUrl}
          helperText={t("settings.brand.toolsUrlHint")}
        />
      </Stack>

      <Tabs.Root value={language} onValueChange={(e) => setLanguage(e.value as Language)} variant="enclosed" size="sm">
        <Tabs.List>
          {LANGUAGES.map((l) => (
            <Tabs.Trigger key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {LANGUAGES.map((l) => (
          <Tabs.Content key={l} value={l}>
            <Stack gap="4">
              {BRAND_FIELDS.map((field) => {
                const common = { value: texts[l][field], maxLength: TEXT_LIMITS[field], placeholder: l === "en" ? "" : texts.en[field] };
                const set = (value: string) => setTexts((prev) => ({ ...prev, [l]: { ...prev[l], [field]: value } }));
                return field === "heroText" || field === "footerText" ? (
                  <LabelledField
                    key={field}
                    label={t(`settings.brand.texts.${field}`)}
                    helperText={field === "footerText" ? t("settings.brand.footerHint") : undefined}
                  >
                    <Textarea {...common} rows={3} onChange={(e) => set(e.target.value)} />
                  </LabelledField>
                ) : (
                  <TextField key={field} label={t(`settings.brand.texts.${field}`)} {...common} onChange={set} />
                );
              })}
            </Stack>
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={saving}>
        {t("settings.brand.save")}
      </Button>
    </Form>
  );
}
