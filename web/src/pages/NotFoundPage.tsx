import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

export default function NotFoundPage() {
  return (
    <Container maxW="xl" py="20">
      <Stack gap="4" align="center" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="fg.muted">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/">Go Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
