import { Box, Button, Card, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, Link as RouterLink } from "react-router-dom";
import { displayName, panelPath, useCurrentUser } from "@/auth/useCurrentUser";
import { useLogout } from "@/auth/useLogout";
import { PageLoading } from "@/components/PageLoading";
import { LanguageSwitcher } from "@/components/LanguageSwitcher";
import { ThemeToggle } from "@/components/ThemeToggle";
import { useSiteData } from "@/site/useSiteData";

/** The narrow card every /auth page sits in, centred across the window. */
export function AuthLayout() {
  const { settings } = useSiteData();
  const { user } = useCurrentUser();
  const logout = useLogout();
  const { t } = useTranslation();
  const name = settings.siteName.trim() || "BIA";

  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Flex as="header" justify="flex-end" align="center" gap="2" px="4" py="3">
        <LanguageSwitcher signedIn={user !== null} />
        <ThemeToggle />
      </Flex>
      {/* Top-aligned, not centred: a form that grows once loaded (a challenge, a problem) moves nothing above it. */}
      <Flex as="main" flex="1" align="flex-start" justify="center" px="4" pt={{ base: "2", md: "12" }} pb="6">
        <Stack w="full" maxW="md" gap="6">
          <Link asChild alignSelf="center" fontSize="3xl" fontWeight="bold" _hover={{ textDecoration: "none" }}>
            <RouterLink to="/">{name}</RouterLink>
          </Link>
          {user && (
            <Card.Root size="sm" variant="subtle">
              <Card.Body>
                <Flex align="center" justify="space-between" gap="3" wrap="wrap">
                  <Text fontSize="sm">{t("header.welcome", { name: displayName(user) })}</Text>
                  <HStack gap="2">
                    <Button size="xs" variant="outline" onClick={logout}>
                      {t("header.logout")}
                    </Button>
                    <Button asChild size="xs" colorPalette="teal">
                      <RouterLink to={panelPath(user)}>{t("header.goToPanel")}</RouterLink>
                    </Button>
                  </HStack>
                </Flex>
              </Card.Body>
            </Card.Root>
          )}
          <Card.Root>
            <Card.Body p={{ base: "5", sm: "8" }}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Flex>
      <Box as="footer" py="4" textAlign="center">
        <Text fontSize="sm" color="fg.muted">
          {t("footer.copyright", { year: new Date().getFullYear(), name })}
        </Text>
      </Box>
    </Flex>
  );
}
