import { Button, Container, Heading, Icon, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCircleCheck } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";

export default function PaymentSuccessPage() {
  const { t } = useTranslation("public");
  return (
    <Container maxW="lg" py="20">
      <Stack gap="4" align="center" textAlign="center">
        <Icon boxSize="16" color="green.solid">
          <LuCircleCheck />
        </Icon>
        <Heading as="h1" size="2xl">
          {t("payment.successTitle")}
        </Heading>
        <Text color="fg.muted">{t("payment.successText")}</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/customer/dashboard">{t("payment.toDashboard")}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
