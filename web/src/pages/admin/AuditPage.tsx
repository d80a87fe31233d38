import { Heading } from "@chakra-ui/react";

export default function AuditPage() {
  return (
    <Heading as="h1" size="2xl">
      Audit Log
    </Heading>
  );
}
