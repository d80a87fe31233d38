import { Heading } from "@chakra-ui/react";

export default function AddBalancePage() {
  return (
    <Heading as="h1" size="2xl">
      Add Funds
    </Heading>
  );
}
