import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Suspense, lazy, useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ALL_COOKIES, ESSENTIAL_ONLY, saveConsent, storedConsent, storedPreferences, type CookiePreferences } from "@/lib/cookies";

const BANNER_DELAY_MS = 1000;

// Loaded on the first Customize: most visitors answer with Accept All or Reject All.
const CookiePreferencesDialog = lazy(() => import("./CookiePreferencesDialog"));

/**
 * Asks once for cookie consent, 1 s after the first page load; the answer is kept for 365 days.
 * A bar in the page's flow above everything else, not an overlay: an overlay at the bottom covered
 * the submit buttons of the login, register and setup forms until it was answered.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  const [customizing, setCustomizing] = useState(false);
  const [everCustomized, setEverCustomized] = useState(false);
  const [preferences, setPreferences] = useState<CookiePreferences>(storedPreferences);

  useEffect(() => {
    if (storedConsent()) return;
    const timer = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  function customize() {
    setEverCustomized(true);
    setCustomizing(true);
  }

  function choose(choice: CookiePreferences) {
    saveConsent(choice);
    setPreferences(choice);
    setCustomizing(false);
    setVisible(false);
  }

  return (
    <>
      {visible && (
        <Box role="region" aria-label={t("cookies.region")} bg="bg.panel" borderBottomWidth="1px" shadow="sm">
          <Flex
            maxW="7xl"
            mx="auto"
            px={{ base: "3", md: "6" }}
            py="3"
            gap={{ base: "2", md: "4" }}
            direction={{ base: "column", md: "row" }}
            align={{ md: "center" }}
          >
            <Stack gap="1" flex="1">
              <Text fontWeight="semibold">{t("cookies.title")}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t("cookies.text")}{" "}
                <RouterLink to="/legal/privacy-policy" style={{ textDecoration: "underline" }}>
                  {t("cookies.privacyPolicy")}
                </RouterLink>
                {t("cookies.textEnd")}
              </Text>
            </Stack>
            <Flex gap="2" wrap="wrap" justify="flex-end" flexShrink="0">
              <Button size="sm" variant="ghost" onClick={customize}>
                {t("cookies.customize")}
              </Button>
              <Button size="sm" variant="outline" onClick={() => choose(ESSENTIAL_ONLY)}>
                {t("cookies.rejectAll")}
              </Button>
              <Button size="sm" colorPalette="teal" onClick={() => choose(ALL_COOKIES)}>
                {t("cookies.acceptAll")}
              </Button>
            </Flex>
          </Flex>
        </Box>
      )}
      {everCustomized && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={customizing}
            onOpenChange={setCustomizing}
            preferences={preferences}
            onPreferencesChange={setPreferences}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
