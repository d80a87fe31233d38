import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ContactForm } from "@/components/ContactForm";

export default function ContactPage() {
  const { t } = useTranslation("legal");
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t("contact.titlePublic")}
          </Heading>
          <Text color="fg.muted">{t("contact.intro")}</Text>
        </Stack>
        <ContactForm />
      </Stack>
    </Container>
  );
}
