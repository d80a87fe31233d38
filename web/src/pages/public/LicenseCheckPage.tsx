import { Container, Heading } from "@chakra-ui/react";

export default function LicenseCheckPage() {
  return (
    <Container maxW="7xl" py="10">
      <Heading as="h1" size="2xl">
        License Check
      </Heading>
    </Container>
  );
}
