import { Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { ContactForm } from "@/components/ContactForm";

export default function ContactPage() {
  const { user } = useCurrentUser();
  const { t } = useTranslation("legal");
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t("contact.titlePanel")}
        </Heading>
        <Text color="fg.muted">{t("contact.intro")}</Text>
      </Stack>
      <ContactForm defaults={{ name: user?.name, email: user?.email }} />
    </Stack>
  );
}
