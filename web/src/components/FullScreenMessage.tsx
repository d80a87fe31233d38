import { Center, HStack, Spinner, Text } from "@chakra-ui/react";

/** The whole-window waiting state of the shell ('Authenticating...', 'Loading application data...'). */
export function FullScreenMessage({ children }: { children: string }) {
  return (
    <Center minH="100vh" role="status">
      <HStack gap="3">
        <Spinner size="md" color="teal.solid" />
        <Text fontSize="lg">{children}</Text>
      </HStack>
    </Center>
  );
}
