import { Heading, Stack } from "@chakra-ui/react";
import { useCurrentUser } from "@/auth/useCurrentUser";
import ApiTokensSection from "./settings/ApiTokensSection";
import { ChangePasswordSection } from "./settings/ChangePasswordSection";
import { ProfileSection } from "./settings/ProfileSection";
import { UnavailableSection } from "./settings/UnavailableSection";

export default function SettingsPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <ProfileSection user={user} />
      <ChangePasswordSection />
      <ApiTokensSection />
      <UnavailableSection id="notifications-heading" title="Notifications" text="Notification settings are not yet available." />
      <UnavailableSection id="privacy-heading" title="Privacy" text="Privacy settings are not yet available." />
    </Stack>
  );
}
