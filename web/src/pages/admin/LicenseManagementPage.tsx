import { Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { CreateByEmailForm } from "./licenses/CreateByEmailForm";
import { CreateForCustomerForm } from "./licenses/CreateForCustomerForm";
import { ExtendByDaysForm } from "./licenses/ExtendByDaysForm";
import { useTranslation } from "react-i18next";

export default function LicenseManagementPage() {
  const { t } = useTranslation("admin");
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t("licenses.managementTitle")}
      </Heading>
      <Text color="fg.muted" data-testid="page-purpose">
        {t("licenses.managementPurpose")}{" "}
        <Link asChild colorPalette="teal" textDecoration="underline">
          <RouterLink to="/admin/licenses">{t("licenses.toList")}</RouterLink>
        </Link>
      </Text>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <CreateForCustomerForm />
        <ExtendByDaysForm />
        <CreateByEmailForm />
      </SimpleGrid>
    </Stack>
  );
}
