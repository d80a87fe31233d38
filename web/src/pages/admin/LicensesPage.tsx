import { Heading } from "@chakra-ui/react";

export default function LicensesPage() {
  return (
    <Heading as="h1" size="2xl">
      Licenses
    </Heading>
  );
}
