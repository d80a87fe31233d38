import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { ContactForm } from "@/components/ContactForm";

export default function ContactPage() {
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Contact Us
          </Heading>
          <Text color="fg.muted">Questions about an order or your account? Send us a message and we'll reply within 48 hours.</Text>
        </Stack>
        <ContactForm />
      </Stack>
    </Container>
  );
}
