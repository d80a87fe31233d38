import { MAX_MONEY_CENTS } from "../../../../../common/limits";
import { useMutation } from "@apollo/client/react";
import { Button, Field, SimpleGrid, Textarea } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { refetchLite } from "@/graphql/lite-client";
import { Form } from "@/components/Form";
import { notify } from "@/components/notify";
import { LanguageTabs } from "@/components/LanguageTabs";
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
  const set = (field: keyof typeof v) => (value: string) => setV((prev) => ({ ...prev, [field]: value }));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!v.siteName.trim()) {
      notify({ title: t("common.error"), description: t("settings.site.nameEmpty"), variant: "destructive" });
      return;
    }
    const revenue = parseDollars(v.revenue);
    if (revenue === null) {
      notify({ title: t("common.error"), description: t("settings.site.revenueInvalid"), variant: "destructive" });
      return;
    }
    if (revenue > MAX_MONEY_CENTS) {
      notify({ title: t("common.error"), description: t("settings.site.revenueTooLarge", { max: maxMoneyText() }), variant: "destructive" });
      return;
    }
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
      // The shell's site data is the lite client's.
      void refetchLite(["SiteData"]);
      notify({ title: t("settings.site.updated"), description: t("settings.site.updatedText") });
    } catch (err) {
      notify({ title: t("settings.updateFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Form onSubmit={save} gap="5" maxW="3xl">
      <TextField label={t("settings.site.name")} value={v.siteName} onChange={set("siteName")} />
      <LanguageTabs
        subjectType="site"
        subjectId="main_settings"
        fields={[
          { field: "tagline", label: t("settings.site.tagline"), maxLength: 255, english: v.siteTagline },
          { field: "description", label: t("settings.site.description"), maxLength: 20000, multiline: true, english: v.siteDescription },
        ]}
      >
        <TextField label={t("settings.site.tagline")} value={v.siteTagline} onChange={set("siteTagline")} helperText={t("settings.site.taglineHint")} />
        <Field.Root>
          <Field.Label>{t("settings.site.description")}</Field.Label>
          <Textarea value={v.siteDescription} onChange={(e) => set("siteDescription")(e.target.value)} rows={3} />
        </Field.Root>
      </LanguageTabs>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label={t("settings.site.logo")} type="url" value={v.logoUrl} onChange={set("logoUrl")} placeholder="https://..." />
        <TextField label={t("settings.site.favicon")} type="url" value={v.faviconUrl} onChange={set("faviconUrl")} placeholder="https://..." />
        <TextField
          label={t("settings.site.telegram")}
          type="url"
          value={v.contactTelegramUrl}
          onChange={set("contactTelegramUrl")}
          placeholder="https://t.me/..."
        />
        <TextField
          label={t("settings.site.whatsapp")}
          type="url"
          value={v.contactWhatsappUrl}
          onChange={set("contactWhatsappUrl")}
          placeholder="https://wa.me/..."
        />
        <TextField label={t("settings.site.revenue")} type="number" step="0.01" min="0" value={v.revenue} onChange={set("revenue")} />
      </SimpleGrid>
      <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={loading}>
        {t("settings.site.save")}
      </Button>
    </Form>
  );
}
