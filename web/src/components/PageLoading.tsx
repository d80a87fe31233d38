import { Center, Spinner } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** Shown while a lazily loaded page's code arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center py="16" role="status" aria-label={t("loadingPage")}>
      <Spinner size="lg" color="teal.solid" />
    </Center>
  );
}
