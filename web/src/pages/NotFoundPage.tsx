import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";

export default function NotFoundPage() {
  const { t } = useTranslation("public");
  return (
    <Container maxW="xl" py="20">
      <Stack gap="4" align="center" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="fg.muted">
          404
        </Text>
        <Heading as="h1" size="2xl">
          {t("notFound.title")}
        </Heading>
        <Text color="fg.muted">{t("notFound.text")}</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/">{t("notFound.home")}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
