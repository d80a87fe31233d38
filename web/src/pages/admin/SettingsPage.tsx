import { useQuery } from "@apollo/client/react";
import { Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { PageLoading } from "@/components/PageLoading";
import { WebhooksSection } from "@/components/WebhooksSection";
import { errorMessage } from "@/lib/graphql-errors";
import { AdminSettingsQuery } from "./settings/AdminSettingsQuery";
import { AlertsSettingsTab } from "./settings/AlertsSettingsTab";
import PaymentSettingsTab from "./settings/PaymentSettingsTab";
import { ProductSettingsTab } from "./settings/ProductSettingsTab";
import { SecuritySettingsTab } from "./settings/SecuritySettingsTab";
import { SiteSettingsTab } from "./settings/SiteSettingsTab";
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
        <Tabs.Root defaultValue="product" variant="line" colorPalette="teal" lazyMount>
          <Tabs.List overflowX="auto" overflowY="hidden">
            <Tabs.Trigger value="product" flexShrink="0">
              {t("settings.tabs.product")}
            </Tabs.Trigger>
            <Tabs.Trigger value="site" flexShrink="0">
              {t("settings.tabs.site")}
            </Tabs.Trigger>
            <Tabs.Trigger value="payment" flexShrink="0">
              {t("settings.tabs.payment")}
            </Tabs.Trigger>
            <Tabs.Trigger value="security" flexShrink="0">
              {t("settings.tabs.security")}
            </Tabs.Trigger>
            <Tabs.Trigger value="alerts" flexShrink="0">
              {t("settings.tabs.alerts")}
            </Tabs.Trigger>
            <Tabs.Trigger value="webhooks" flexShrink="0">
              {t("settings.tabs.webhooks")}
            </Tabs.Trigger>
            <Tabs.Trigger value="software" flexShrink="0">
              {t("settings.tabs.software")}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="product">
            <ProductSettingsTab product={settings.product} />
          </Tabs.Content>
          <Tabs.Content value="site">
            <SiteSettingsTab site={settings.site} />
          </Tabs.Content>
          <Tabs.Content value="payment">
            <PaymentSettingsTab />
          </Tabs.Content>
          <Tabs.Content value="security">
            <SecuritySettingsTab security={settings.security} />
          </Tabs.Content>
          <Tabs.Content value="alerts">
            <AlertsSettingsTab />
          </Tabs.Content>
          <Tabs.Content value="webhooks">
            <WebhooksSection />
          </Tabs.Content>
          <Tabs.Content value="software">
            <SoftwareSettingsTab />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
