import { Heading, Stack, Text } from "@chakra-ui/react";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { ContactForm } from "@/components/ContactForm";

export default function ContactPage() {
  const { user } = useCurrentUser();
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Contact
        </Heading>
        <Text color="fg.muted">Questions about an order or your account? Send us a message and we'll reply within 48 hours.</Text>
      </Stack>
      <ContactForm defaults={{ name: user?.name, email: user?.email }} />
    </Stack>
  );
}
