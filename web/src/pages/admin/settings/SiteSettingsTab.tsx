import { MAX_MONEY_CENTS } from "../../../../../common/limits";
import { useMutation } from "@apollo/client/react";
import { Button, SimpleGrid, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { refetchLite } from "@/graphql/lite-client";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { LabelledField } from "@/components/LabelledField";
import { LanguageTabs, useContentDrafts } from "@/components/LanguageTabs";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { maxMoneyText, parseDollars } from "../shared/dollars";
import { useTranslation } from "react-i18next";

const UpdateSiteSettingsMutation = graphql(`
  mutation UpdateSiteSettings($input: SiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      ...SiteSettingsFields
      totalRevenueDisplayCents
    }
  }
`);

export interface SiteValues {
  siteName: string;
  siteTagline: string;
  siteDescription?: string | null;
  logoUrl?: string | null;
  faviconUrl?: string | null;
  contactTelegramUrl?: string | null;
  contactWhatsappUrl?: string | null;
  totalRevenueDisplayCents: number;
}

const SITE_FIELDS = [
  "siteName",
  "siteTagline",
  "siteDescription",
  "logoUrl",
  "faviconUrl",
  "contactTelegramUrl",
  "contactWhatsappUrl",
  "totalRevenueDisplayCents",
] as const;
type SiteField = (typeof SITE_FIELDS)[number];
/** The server's limits: the name's and tagline's columns, and a link's. */
const LINE_MAX = 255;
const URL_MAX = 1024;
/** The four links, each an http(s) URL or blank. */
const LINK_FIELDS = [
  { key: "logoUrl", label: "settings.site.logo", placeholder: "https://..." },
  { key: "faviconUrl", label: "settings.site.favicon", placeholder: "https://..." },
  { key: "contactTelegramUrl", label: "settings.site.telegram", placeholder: "https://t.me/..." },
  { key: "contactWhatsappUrl", label: "settings.site.whatsapp", placeholder: "https://wa.me/..." },
] as const;

/** The server's rule for a link: blank, or an http(s) URL. */
function isLinkOrBlank(raw: string): boolean {
  const value = raw.trim();
  if (!value) return true;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const TRANSLATED_FIELDS = ["tagline", "description"];

export function SiteSettingsTab({ site }: { site: SiteValues }) {
  // The header, footer and page title read the site data: refetching it updates them now.
  const { t } = useTranslation("admin");
  const [update, { loading }] = useMutation(UpdateSiteSettingsMutation);
  const [v, setV] = useState({
    siteName: site.siteName,
    siteTagline: site.siteTagline,
    siteDescription: site.siteDescription ?? "",
    logoUrl: site.logoUrl ?? "",
    faviconUrl: site.faviconUrl ?? "",
    contactTelegramUrl: site.contactTelegramUrl ?? "",
    contactWhatsappUrl: site.contactWhatsappUrl ?? "",
    revenue: formatCents(site.totalRevenueDisplayCents),
  });

  const fields = useFieldProblems<SiteField>({}, SITE_FIELDS);
  const drafts = useContentDrafts("site", "main_settings", TRANSLATED_FIELDS);
  const set = (field: keyof typeof v) => (value: string) => {
    setV((prev) => ({ ...prev, [field]: value }));
    fields.clear(field === "revenue" ? "totalRevenueDisplayCents" : field);
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    // Every problem at once, each under its field, in the server's order.
    const found: Problems<SiteField> = {};
    if (!v.siteName.trim()) found.siteName = t("settings.site.nameEmpty");
    else if (v.siteName.trim().length > LINE_MAX) found.siteName = t("settings.site.nameTooLong", { max: LINE_MAX });
    if (v.siteTagline.trim().length > LINE_MAX) found.siteTagline = t("settings.site.taglineTooLong", { max: LINE_MAX });
    for (const { key: field } of LINK_FIELDS) {
      if (v[field].trim().length > URL_MAX) found[field] = t("settings.site.urlTooLong", { max: URL_MAX });
      else if (!isLinkOrBlank(v[field])) found[field] = t("settings.site.urlInvalid");
    }
    const revenue = parseDollars(v.revenue);
    if (revenue === null) found.totalRevenueDisplayCents = t("settings.site.revenueInvalid");
    else if (revenue > MAX_MONEY_CENTS) found.totalRevenueDisplayCents = t("settings.site.revenueTooLarge", { max: maxMoneyText() });
    if (!fields.check(found) || revenue === null) return;
    const input = {
      siteName: v.siteName.trim(),
      siteTagline: v.siteTagline.trim(),
      siteDescription: v.siteDescription.trim(),
      logoUrl: v.logoUrl.trim(),
      faviconUrl: v.faviconUrl.trim(),
      contactTelegramUrl: v.contactTelegramUrl.trim(),
      contactWhatsappUrl: v.contactWhatsappUrl.trim(),
      totalRevenueDisplayCents: revenue,
    };
    try {
      await update({ variables: { input } });
      await drafts.save();
      // The shell's site data is the lite client's.
      void refetchLite(["SiteData"]);
      notify({ title: t("settings.site.updated"), description: t("settings.site.updatedText") });
    } catch (err) {
      if (fields.showServerError(err)) return;
      notify({ title: t("settings.updateFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Form onSubmit={save} gap="5" maxW="3xl" guardLeave>
      <TextField label={t("settings.site.name")} value={v.siteName} onChange={set("siteName")} error={fields.problems.siteName} />
      <LanguageTabs
        drafts={drafts}
        fields={[
          { field: "tagline", label: t("settings.site.tagline"), maxLength: 255, english: v.siteTagline },
          { field: "description", label: t("settings.site.description"), maxLength: 20000, multiline: true, english: v.siteDescription },
        ]}
      >
        <TextField
          label={t("settings.site.tagline")}
          value={v.siteTagline}
          onChange={set("siteTagline")}
          helperText={t("settings.site.taglineHint")}
          error={fields.problems.siteTagline}
        />
        <LabelledField label={t("settings.site.description")} error={fields.problems.siteDescription}>
          <Textarea value={v.siteDescription} onChange={(e) => set("siteDescription")(e.target.value)} rows={3} />
        </LabelledField>
      </LanguageTabs>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {LINK_FIELDS.map(({ key, label, placeholder }) => (
          <TextField key={key} label={t(label)} type="url" value={v[key]} onChange={set(key)} error={fields.problems[key]} placeholder={placeholder} />
        ))}
        <TextField
          label={t("settings.site.revenue")}
          type="number"
          step="0.01"
          min="0"
          value={v.revenue}
          onChange={set("revenue")}
          error={fields.problems.totalRevenueDisplayCents}
        />
      </SimpleGrid>
      <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={loading}>
        {t("settings.site.save")}
      </Button>
    </Form>
  );
}
