import { Box, Card, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { IconType } from "react-icons";
import { LuHeadphones, LuShieldCheck, LuWallet, LuZap } from "react-icons/lu";
import type { HomeText } from "@/site/useSiteData";

const REASONS: Array<{ icon: IconType; key: string }> = [
  { icon: LuZap, key: "instantDelivery" },
  { icon: LuShieldCheck, key: "securePrivate" },
  { icon: LuWallet, key: "prepaidBalance" },
  { icon: LuHeadphones, key: "support" },
];

/**
 * The four cards: each title and text is the admin's override when there is one (the reader's
 * language, else English; fetched with the home page's site data), else the shipped translation.
 */
export function WhyChooseUs({ overrides }: { overrides: HomeText[] }) {
  const { t, i18n } = useTranslation("public");
  const text = (field: string, key: string) => {
    const override = overrides.find((o) => o.field === field);
    return override ? { value: override.value, lang: override.language } : { value: t(key), lang: i18n.language };
  };
  return (
    <Box as="section" aria-labelledby="why-heading">
      <Heading as="h2" id="why-heading" size="2xl" mb="6" textAlign="center">
        {t("why.heading")}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {REASONS.map(({ icon: Icon, key }) => ({ Icon, key, title: text(`${key}Title`, `why.${key}.title`), body: text(`${key}Text`, `why.${key}.text`) })).map(
          ({ Icon, key, title, body }) => (
            <Card.Root key={key} variant="outline">
              <Card.Body gap="3">
                <Box color="teal.fg" fontSize="2xl" aria-hidden>
                  <Icon />
                </Box>
                <Heading as="h3" size="md" lang={title.lang} data-testid="home-card-title">
                  {title.value}
                </Heading>
                <Text color="fg.muted" fontSize="sm" lang={body.lang} whiteSpace="pre-line">
                  {body.value}
                </Text>
              </Card.Body>
            </Card.Root>
          ),
        )}
      </SimpleGrid>
    </Box>
  );
}
