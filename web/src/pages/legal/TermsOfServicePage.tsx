import { Container } from "@chakra-ui/react";
import { TermsOfServiceContent } from "./content/TermsOfServiceContent";

export default function TermsOfServicePage() {
  return (
    <Container maxW="4xl" py="10">
      <TermsOfServiceContent />
    </Container>
  );
}
