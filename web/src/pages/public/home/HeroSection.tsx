import { Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuBoxes } from "react-icons/lu";
import { formatNumber } from "@/i18n/format";
import type { SiteSettings } from "@/site/useSiteData";

export function HeroSection({ settings, available }: { settings: SiteSettings; available: number | null }) {
  const name = settings.siteName.trim() || "BIA";
  const { t } = useTranslation("public");
  return (
    <Box as="section" aria-labelledby="hero-heading" bgGradient="to-br" gradientFrom="teal.subtle" gradientTo="bg" borderBottomWidth="1px">
      <Stack maxW="7xl" mx="auto" px={{ base: "4", md: "6" }} py={{ base: "10", md: "16" }} gap="5" align="flex-start">
        <Heading as="h1" id="hero-heading" size={{ base: "3xl", md: "5xl" }} lineHeight="1.1">
          {name} — {settings.siteTagline}
        </Heading>
        <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="2xl">
          {settings.siteDescription || t("hero.defaultDescription")}
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
    </Box>
  );
}
