import { Heading } from "@chakra-ui/react";

export default function InboxPage() {
  return (
    <Heading as="h1" size="2xl">
      Inbox
    </Heading>
  );
}
