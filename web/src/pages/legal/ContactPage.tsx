import { Container, Heading } from "@chakra-ui/react";

export default function ContactPage() {
  return (
    <Container maxW="7xl" py="10">
      <Heading as="h1" size="2xl">
        Contact Us
      </Heading>
    </Container>
  );
}
