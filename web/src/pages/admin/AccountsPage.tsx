import { Heading } from "@chakra-ui/react";

export default function AccountsPage() {
  return (
    <Heading as="h1" size="2xl">
      Stock Accounts
    </Heading>
  );
}
