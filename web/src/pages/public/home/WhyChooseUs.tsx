import { Box, Card, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { LuHeadphones, LuShieldCheck, LuWallet, LuZap } from "react-icons/lu";

const REASONS: Array<{ icon: IconType; title: string; text: string }> = [
  { icon: LuZap, title: "Instant Delivery", text: "Your accounts appear in your panel the moment the purchase completes." },
  { icon: LuShieldCheck, title: "Secure & Private", text: "Credentials are stored encrypted and shown only to you." },
  { icon: LuWallet, title: "Prepaid Balance", text: "Top up once with crypto and buy in bulk without paying per order." },
  { icon: LuHeadphones, title: "Responsive Support", text: "Questions about an order? We answer within 48 hours." },
];

export function WhyChooseUs() {
  return (
    <Box as="section" aria-labelledby="why-heading">
      <Heading as="h2" id="why-heading" size="2xl" mb="6" textAlign="center">
        Why choose us
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <Card.Root key={title} variant="outline">
            <Card.Body gap="3">
              <Box color="teal.fg" fontSize="2xl" aria-hidden>
                <Icon />
              </Box>
              <Heading as="h3" size="md">
                {title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {text}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
