import { Heading } from "@chakra-ui/react";

export default function SettingsPage() {
  return (
    <Heading as="h1" size="2xl">
      Settings
    </Heading>
  );
}
