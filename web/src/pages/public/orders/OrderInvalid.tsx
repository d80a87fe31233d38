import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";

/** An order link whose secret the server did not take: no detail of why (nobody learns which orders exist). */
export function OrderInvalid({ message }: { message?: string }) {
  const { t } = useTranslation("public");
  return (
    <Stack gap="4" align="flex-start" data-testid="order-invalid">
      <Heading as="h2" size="xl">
        {t("guestOrder.invalidTitle")}
      </Heading>
      <Text>{message ?? t("guestOrder.invalidText")}</Text>
      <Button asChild colorPalette="teal">
        <RouterLink to="/orders/find">{t("guestOrder.findLink")}</RouterLink>
      </Button>
    </Stack>
  );
}
