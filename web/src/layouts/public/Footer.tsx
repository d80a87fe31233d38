import { Box, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useSiteData } from "@/site/useSiteData";

export const LEGAL_LINKS = [
  { to: "/legal/terms-of-service", label: "Terms of Service" },
  { to: "/legal/privacy-policy", label: "Privacy Policy" },
  { to: "/legal/disclaimer", label: "Disclaimer" },
  { to: "/legal/contact", label: "Contact" },
] as const;

export function Footer() {
  const { settings } = useSiteData();
  const name = settings.siteName.trim() || "BIA";
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
          <Flex as="nav" aria-label="Legal" gap={{ base: "3", md: "6" }} wrap="wrap">
            {LEGAL_LINKS.map((l) => (
              <Link key={l.to} asChild fontSize="sm" color="fg.muted">
                <RouterLink to={l.to}>{l.label}</RouterLink>
              </Link>
            ))}
          </Flex>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          © {new Date().getFullYear()} {name}. All rights reserved.
        </Text>
      </Stack>
    </Box>
  );
}
