import { Heading } from "@chakra-ui/react";

export default function OrdersPage() {
  return (
    <Heading as="h1" size="2xl">
      Orders
    </Heading>
  );
}
