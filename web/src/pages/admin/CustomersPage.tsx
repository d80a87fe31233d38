import { Heading } from "@chakra-ui/react";

export default function CustomersPage() {
  return (
    <Heading as="h1" size="2xl">
      Customers
    </Heading>
  );
}
