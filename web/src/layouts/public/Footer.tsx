import { Box, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { LazyMarkdownText } from "@/components/markdown/LazyMarkdownText";
import { brandOf } from "@/site/brand";
import { useSiteData } from "@/site/useSiteData";

export const LEGAL_LINKS = [
  { to: "/legal/terms-of-service", labelKey: "legalLinks.termsOfService" },
  { to: "/legal/privacy-policy", labelKey: "legalLinks.privacyPolicy" },
  { to: "/legal/disclaimer", labelKey: "legalLinks.disclaimer" },
  { to: "/legal/contact", labelKey: "legalLinks.contact" },
] as const;

export function Footer() {
  const { settings, brandTexts } = useSiteData();
  const { t } = useTranslation();
  const { name, toolsLink, footerText } = brandOf(settings, brandTexts, t);
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Stack maxW="7xl" mx="auto" px={{ base: "4", md: "6" }} py="8" gap="4">
        <Flex justify="space-between" align={{ base: "flex-start", md: "center" }} direction={{ base: "column", md: "row" }} gap="4">
          <Box>
            <Text fontWeight="bold" fontSize="lg">
              {name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {settings.siteTagline}
            </Text>
          </Box>
          <Link asChild fontSize="sm" color="fg.muted">
            <RouterLink to="/orders/find">{t("footer.findOrder")}</RouterLink>
          </Link>
          {/* The header's tools link, which a phone's header has no room for. */}
          {toolsLink && (
            <Link asChild fontSize="sm" color="fg.muted" hideFrom="sm">
              {toolsLink.external ? <a href={toolsLink.href}>{toolsLink.label}</a> : <RouterLink to={toolsLink.href}>{toolsLink.label}</RouterLink>}
            </Link>
          )}
          <Flex as="nav" aria-label={t("footer.legalNav")} gap={{ base: "3", md: "6" }} wrap="wrap">
            {LEGAL_LINKS.map((l) => (
              <Link key={l.to} asChild fontSize="sm" color="fg.muted">
                <RouterLink to={l.to}>{t(l.labelKey)}</RouterLink>
              </Link>
            ))}
          </Flex>
        </Flex>
        {footerText && (
          <Box fontSize="sm" color="fg.muted" data-testid="footer-text">
            {/* The seller's footer text is Markdown (their links too); its renderer loads only when there is one. */}
            <LazyMarkdownText source={footerText} />
          </Box>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t("footer.copyright", { year: new Date().getFullYear(), name })}
        </Text>
      </Stack>
    </Box>
  );
}
