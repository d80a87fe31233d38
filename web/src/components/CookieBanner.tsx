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
 * the submit buttons of the login, register and setup forms until it was answered. Its room is
 * taken from the first paint (consent is read synchronously) and only its content waits the second,
 * so its arrival moves nothing (inserted late, it shifted the whole page: 0.56 on a phone). On a
 * phone it is one line and a row of buttons, so the page keeps most of the window.
 */
export function CookieBanner() {
  const [asking] = useState(() => !storedConsent());
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  const [customizing, setCustomizing] = useState(false);
  const [everCustomized, setEverCustomized] = useState(false);
  const [preferences, setPreferences] = useState<CookiePreferences>(storedPreferences);
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    if (!asking) return;
    const timer = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [asking]);

  function customize() {
    setEverCustomized(true);
    setCustomizing(true);
  }

  function choose(choice: CookiePreferences) {
    saveConsent(choice);
    setPreferences(choice);
    setCustomizing(false);
    setAnswered(true);
  }

  return (
    <>
      {asking && !answered && (
        // Hidden (not absent) for the first second: the room is there, nobody can see or reach it yet.
        <Box
          role="region"
          aria-label={t("cookies.region")}
          aria-hidden={!visible}
          visibility={visible ? "visible" : "hidden"}
          bg="bg.panel"
          borderBottomWidth="1px"
          shadow="sm"
        >
          <Flex
            maxW="7xl"
            mx="auto"
            px={{ base: "3", md: "6" }}
            py={{ base: "2", md: "3" }}
            gap={{ base: "2", md: "4" }}
            direction={{ base: "column", md: "row" }}
            align={{ md: "center" }}
          >
            <Stack gap="1" flex="1">
              <Text fontWeight="semibold" fontSize={{ base: "sm", md: "md" }}>
                {t("cookies.title")}
                {/* On a phone the explanation is the Privacy Policy link (and Customize): one line, not five. */}
                <Box as="span" hideFrom="md" fontWeight="normal">
                  {" · "}
                  <RouterLink to="/legal/privacy-policy" style={{ textDecoration: "underline" }}>
                    {/* On its own, not inside the sentence: Russian needs the nominative here. */}
                    {t("cookies.privacyPolicyLink")}
                  </RouterLink>
                </Box>
              </Text>
              <Text fontSize="sm" color="fg.muted" hideBelow="md">
                {t("cookies.text")}{" "}
                <RouterLink to="/legal/privacy-policy" style={{ textDecoration: "underline" }}>
                  {t("cookies.privacyPolicy")}
                </RouterLink>
                {t("cookies.textEnd")}
              </Text>
            </Stack>
            <Flex gap="2" justify={{ base: "stretch", md: "flex-end" }} flexShrink="0">
              <Button size="sm" flex={{ base: "1", md: "initial" }} variant="ghost" onClick={customize}>
                {t("cookies.customize")}
              </Button>
              <Button size="sm" flex={{ base: "1", md: "initial" }} variant="outline" onClick={() => choose(ESSENTIAL_ONLY)}>
                {t("cookies.rejectAll")}
              </Button>
              <Button size="sm" flex={{ base: "1", md: "initial" }} colorPalette="teal" onClick={() => choose(ALL_COOKIES)}>
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
