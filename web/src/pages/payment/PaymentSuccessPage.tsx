import { Button, Container, Heading, Icon, Stack, Text } from "@chakra-ui/react";
import { LuCircleCheck } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";

export default function PaymentSuccessPage() {
  return (
    <Container maxW="lg" py="20">
      <Stack gap="4" align="center" textAlign="center">
        <Icon boxSize="16" color="green.solid">
          <LuCircleCheck />
        </Icon>
        <Heading as="h1" size="2xl">
          Payment Successful!
        </Heading>
        <Text color="fg.muted">Your balance has been updated.</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/customer/dashboard">Go to Dashboard</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
