import { Box, Card, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { IconType } from "react-icons";
import { LuHeadphones, LuShieldCheck, LuWallet, LuZap } from "react-icons/lu";

const REASONS: Array<{ icon: IconType; key: string }> = [
  { icon: LuZap, key: "instantDelivery" },
  { icon: LuShieldCheck, key: "securePrivate" },
  { icon: LuWallet, key: "prepaidBalance" },
  { icon: LuHeadphones, key: "support" },
];

export function WhyChooseUs() {
  const { t } = useTranslation("public");
  return (
    <Box as="section" aria-labelledby="why-heading">
      <Heading as="h2" id="why-heading" size="2xl" mb="6" textAlign="center">
        {t("why.heading")}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {REASONS.map(({ icon: Icon, key }) => ({ Icon, key, title: t(`why.${key}.title`), text: t(`why.${key}.text`) })).map(({ Icon, key, title, text }) => (
          <Card.Root key={key} variant="outline">
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
