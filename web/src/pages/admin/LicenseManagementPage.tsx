import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { CreateByEmailForm } from "./licenses/CreateByEmailForm";
import { CreateForCustomerForm } from "./licenses/CreateForCustomerForm";
import { ExtendByDaysForm } from "./licenses/ExtendByDaysForm";

export default function LicenseManagementPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        License Management
      </Heading>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <CreateForCustomerForm />
        <ExtendByDaysForm />
        <CreateByEmailForm />
      </SimpleGrid>
    </Stack>
  );
}
