import { Heading } from "@chakra-ui/react";

export default function ContactPage() {
  return (
    <Heading as="h1" size="2xl">
      Contact
    </Heading>
  );
}
