import { Heading } from "@chakra-ui/react";

export default function DashboardPage() {
  return (
    <Heading as="h1" size="2xl">
      Dashboard
    </Heading>
  );
}
