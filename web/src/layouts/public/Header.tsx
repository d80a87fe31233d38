import { Box, Button, Flex, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { displayName, panelPath, useCurrentUser } from "@/auth/useCurrentUser";
import { CartHeaderLink } from "@/cart/CartHeaderLink";
import { LanguageSwitcher } from "@/components/LanguageSwitcher";
import { ThemeToggle } from "@/components/ThemeToggle";
import { brandOf } from "@/site/brand";
import { useSiteData } from "@/site/useSiteData";
import { AnnouncementBar } from "./AnnouncementBar";
import { SiteLogo } from "./SiteLogo";

export function Header() {
  const { user } = useCurrentUser();
  const { t } = useTranslation();
  const { settings, brandTexts } = useSiteData();
  const { toolsLink, announcement } = brandOf(settings, brandTexts, t);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
      <AnnouncementBar text={announcement} />
      {/* A narrow phone with long labels (Russian) puts the actions on a second row rather than scroll sideways. */}
      <Flex maxW="7xl" mx="auto" px={{ base: "2", sm: "3", md: "6" }} py="3" align="center" gap={{ base: "1", md: "4" }} rowGap="2" wrap="wrap">
        {/* The shop's own name always shows; the tools link is the seller's to label, point or hide. */}
        <SiteLogo />
        {toolsLink && (
          <Button
            asChild
            variant="ghost"
            size={{ base: "xs", sm: "sm" }}
            px={{ base: "1", sm: "3" }}
            fontWeight="semibold"
            letterSpacing={{ sm: "wide" }}
            hideBelow="sm"
          >
            {toolsLink.external ? <a href={toolsLink.href}>{toolsLink.label}</a> : <RouterLink to={toolsLink.href}>{toolsLink.label}</RouterLink>}
          </Button>
        )}
        <HStack gap={{ base: "0.5", sm: "2" }} ms="auto" flexShrink="0">
          <LanguageSwitcher signedIn={user !== null} />
          <ThemeToggle size={{ base: "xs", sm: "sm" }} />
          <CartHeaderLink />
          {user ? (
            <>
              <Text fontSize="sm" truncate maxW={{ base: "24", sm: "40", md: "xs" }} hideBelow="sm">
                {t("header.welcome", { name: displayName(user) })}
              </Text>
              <Button asChild size={{ base: "xs", sm: "sm" }} colorPalette="teal" flexShrink="0">
                <RouterLink to={panelPath(user)}>{t("header.myPanel")}</RouterLink>
              </Button>
            </>
          ) : (
            <>
              {/* A phone's header has no room: there the footer carries Find my order. */}
              <Button asChild size="sm" variant="ghost" flexShrink="0" hideBelow="md">
                <RouterLink to="/orders/find">{t("header.findOrder")}</RouterLink>
              </Button>
              <Button asChild size={{ base: "xs", sm: "sm" }} px={{ base: "2", sm: "3" }} variant="outline" flexShrink="0">
                <RouterLink to="/auth/login">{t("header.login")}</RouterLink>
              </Button>
              <Button asChild size={{ base: "xs", sm: "sm" }} px={{ base: "2", sm: "3" }} colorPalette="teal" flexShrink="0">
                <RouterLink to="/auth/register">{t("header.register")}</RouterLink>
              </Button>
            </>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
