import { Heading } from "@chakra-ui/react";

export default function LicenseManagementPage() {
  return (
    <Heading as="h1" size="2xl">
      License Management
    </Heading>
  );
}
