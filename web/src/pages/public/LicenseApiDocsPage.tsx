import { Container, Link, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { LicenseApiDocs } from "./license-check/LicenseApiDocs";

/** The license check's manual for desktop-app developers, a link away from the check itself (/license-check). */
export default function LicenseApiDocsPage() {
  const { t } = useTranslation("tools");
  return (
    <Container maxW="4xl" py="10">
      <Stack gap="6">
        <Link asChild colorPalette="teal" alignSelf="flex-start">
          <RouterLink to="/license-check">{t("licenseCheck.backToCheck")}</RouterLink>
        </Link>
        <LicenseApiDocs headingLevel="h1" />
      </Stack>
    </Container>
  );
}
