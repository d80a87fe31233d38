import { Heading, Stack } from "@chakra-ui/react";
import { LicensesSection } from "./licenses/LicensesSection";

export default function DashboardPage() {
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        My Accounts
      </Heading>
      <LicensesSection />
    </Stack>
  );
}
