import { Button, Container, Heading, Icon, Stack, Text } from "@chakra-ui/react";
import { LuCircleX } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";

export default function PaymentFailedPage() {
  return (
    <Container maxW="lg" py="20">
      <Stack gap="4" align="center" textAlign="center">
        <Icon boxSize="16" color="red.solid">
          <LuCircleX />
        </Icon>
        <Heading as="h1" size="2xl">
          Payment Failed
        </Heading>
        <Text color="fg.muted">
          Unfortunately, we were unable to process your payment. Please try again or contact support if the problem persists.
        </Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/customer/add-balance">Try Again</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
