import { useQuery } from "@apollo/client/react";
import { Heading, Stack, Text } from "@chakra-ui/react";
import { PageLoading } from "@/components/PageLoading";
import { PageTabs } from "@/components/PageTabs";
import { WebhooksSection } from "@/components/WebhooksSection";
import { errorMessage } from "@/lib/graphql-errors";
import { AdminSettingsQuery } from "./settings/AdminSettingsQuery";
import { AlertsSettingsTab } from "./settings/AlertsSettingsTab";
import { BlocklistsSettingsTab } from "./settings/BlocklistsSettingsTab";
import { BrandSettingsTab } from "./settings/BrandSettingsTab";
import PaymentSettingsTab from "./settings/PaymentSettingsTab";
import { PageTextsTab } from "./settings/PageTextsTab";
import { ProductSettingsTab } from "./settings/ProductSettingsTab";
import { SecuritySettingsTab } from "./settings/SecuritySettingsTab";
import { SiteSettingsTab } from "./settings/SiteSettingsTab";
import { InvoiceSettingsTab } from "./settings/InvoiceSettingsTab";
import { SoftwareSettingsTab } from "./settings/SoftwareSettingsTab";
import { useTranslation } from "react-i18next";

export default function SettingsPage() {
  const { data, error } = useQuery(AdminSettingsQuery, { fetchPolicy: "network-only" });
  const settings = data?.adminSettings;
  const { t } = useTranslation("admin");

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t("settings.title")}
      </Heading>
      {error && !settings && <Text color="fg.error">{errorMessage(error, t("settings.loadError"))}</Text>}
      {!settings && !error && <PageLoading />}
      {settings && (
        <PageTabs
          tabs={[
            { value: "product", label: t("settings.tabs.product"), content: <ProductSettingsTab product={settings.product} /> },
            { value: "site", label: t("settings.tabs.site"), content: <SiteSettingsTab site={settings.site} /> },
            { value: "brand", label: t("settings.tabs.brand"), content: <BrandSettingsTab site={settings.site} /> },
            { value: "pages", label: t("settings.tabs.pages"), content: <PageTextsTab /> },
            { value: "invoices", label: t("settings.tabs.invoices"), content: <InvoiceSettingsTab /> },
            { value: "payment", label: t("settings.tabs.payment"), content: <PaymentSettingsTab /> },
            { value: "security", label: t("settings.tabs.security"), content: <SecuritySettingsTab security={settings.security} /> },
            { value: "alerts", label: t("settings.tabs.alerts"), content: <AlertsSettingsTab /> },
            { value: "blocklists", label: t("settings.tabs.blocklists"), content: <BlocklistsSettingsTab /> },
            { value: "webhooks", label: t("settings.tabs.webhooks"), content: <WebhooksSection /> },
            { value: "software", label: t("settings.tabs.software"), content: <SoftwareSettingsTab /> },
          ]}
        />
      )}
    </Stack>
  );
}
