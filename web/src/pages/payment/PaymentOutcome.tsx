import { Button, Container, Heading, Icon, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

/** The page a payment provider sends the buyer back to: an icon, a heading, a line (and what else the page adds) and one way on. */
export function PaymentOutcome(props: {
  icon: ReactNode;
  iconColor: string;
  title: string;
  text: string;
  linkTo: string;
  linkText: string;
  children?: ReactNode;
}) {
  return (
    <Container maxW="lg" py="20">
      <Stack gap="4" align="center" textAlign="center">
        <Icon boxSize="16" color={props.iconColor}>
          {props.icon}
        </Icon>
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
        <Text color="fg.muted">{props.text}</Text>
        {props.children}
        <Button asChild colorPalette="teal">
          <RouterLink to={props.linkTo}>{props.linkText}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
