import { Heading, Stack, Text } from "@chakra-ui/react";

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap="1" textAlign="center">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" fontSize="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
