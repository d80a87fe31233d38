import { Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** On every page while the payment sandbox is on, so nobody mistakes test top-ups for real money. */
export function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <Box role="note" bg="orange.700" color="white" textAlign="center" fontSize="sm" fontWeight="semibold" py="1.5" px="4">
      {t("testMode")}
    </Box>
  );
}
