import { Box, Heading } from "@chakra-ui/react";

export function LicensesSection() {
  return (
    <Box as="section" id="licenses" aria-labelledby="licenses-heading">
      <Heading as="h2" size="lg" id="licenses-heading">
        Licenses
      </Heading>
    </Box>
  );
}
