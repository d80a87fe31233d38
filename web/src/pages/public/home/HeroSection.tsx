import { Box, Button, Flex, Heading, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuBoxes } from "react-icons/lu";
import { formatNumber } from "@/i18n/format";
import { brandOf } from "@/site/brand";
import { useSiteData, type SiteSettings } from "@/site/useSiteData";

export function HeroSection({ settings, available }: { settings: SiteSettings; available: number | null }) {
  const { t } = useTranslation("public");
  const { brandTexts } = useSiteData();
  // The seller's hero title, text and image (Settings → Brand) where they wrote them; else the seed's.
  const { name, heroTitle, heroText } = brandOf(settings, brandTexts, t);
  return (
    <Box as="section" aria-labelledby="hero-heading" bgGradient="to-br" gradientFrom="teal.subtle" gradientTo="bg" borderBottomWidth="1px">
      <Flex maxW="7xl" mx="auto" px={{ base: "4", md: "6" }} py={{ base: "10", md: "16" }} gap="8" align="center">
        <Stack gap="5" align="flex-start" flex="1" minW="0">
          <Heading as="h1" id="hero-heading" size={{ base: "3xl", md: "5xl" }} lineHeight="1.1">
            {heroTitle ?? `${name} — ${settings.siteTagline}`}
          </Heading>
          <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="2xl">
            {heroText ?? (settings.siteDescription || t("hero.defaultDescription"))}
          </Text>
          <HStack gap="3" wrap="wrap">
            <HStack gap="2" px="4" py="2" rounded="full" bg="bg.panel" borderWidth="1px" role="status" aria-live="polite">
              <Box color="teal.fg" aria-hidden>
                <LuBoxes />
              </Box>
              <Text fontWeight="semibold" data-testid="available-stock">
                {available === null ? t("hero.checkingStock") : t("hero.available", { count: available, n: formatNumber(available) })}
              </Text>
            </HStack>
            <Button asChild colorPalette="teal">
              <a href="#buy">{t("hero.buyNow")}</a>
            </Button>
          </HStack>
        </Stack>
        {settings.heroImageUrl && (
          <Image src={settings.heroImageUrl} alt="" hideBelow="md" maxW="md" maxH="80" objectFit="contain" rounded="lg" flexShrink="0" />
        )}
      </Flex>
    </Box>
  );
}
