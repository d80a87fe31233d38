import { Heading, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { SessionsSection } from "@/components/SessionsSection";
import { WebhooksSection } from "@/components/WebhooksSection";
import ApiTokensSection from "./settings/ApiTokensSection";
import { ChangePasswordSection } from "./settings/ChangePasswordSection";
import { DeveloperSettings } from "./settings/DeveloperSettings";
import { NotificationsSection } from "./settings/NotificationsSection";
import { PrivacySection } from "./settings/PrivacySection";
import { ProfileSection } from "./settings/ProfileSection";

export default function SettingsPage() {
  const { user } = useCurrentUser();
  const { t } = useTranslation("customer");
  if (!user) return null;
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        {t("settings.title")}
      </Heading>
      <ProfileSection user={user} />
      <ChangePasswordSection />
      <SessionsSection />
      <NotificationsSection />
      <PrivacySection />
      <DeveloperSettings>
        <ApiTokensSection />
        <WebhooksSection />
      </DeveloperSettings>
    </Stack>
  );
}
