import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
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
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <CreateForCustomerForm />
        <ExtendByDaysForm />
        <CreateByEmailForm />
      </SimpleGrid>
    </Stack>
  );
}
