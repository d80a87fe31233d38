import { Button, Container, Heading, Icon, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCircleX } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";

export default function PaymentFailedPage() {
  const { t } = useTranslation("public");
  return (
    <Container maxW="lg" py="20">
      <Stack gap="4" align="center" textAlign="center">
        <Icon boxSize="16" color="red.solid">
          <LuCircleX />
        </Icon>
        <Heading as="h1" size="2xl">
          {t("payment.failedTitle")}
        </Heading>
        <Text color="fg.muted">{t("payment.failedText")}</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/customer/add-balance">{t("payment.tryAgain")}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
