import { Container } from "@chakra-ui/react";
import { PrivacyPolicyContent } from "./content/PrivacyPolicyContent";

export default function PrivacyPolicyPage() {
  return (
    <Container maxW="4xl" py="10">
      <PrivacyPolicyContent />
    </Container>
  );
}
