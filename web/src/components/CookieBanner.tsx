import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { Suspense, lazy, useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ALL_COOKIES, ESSENTIAL_ONLY, saveConsent, storedConsent, storedPreferences, type CookiePreferences } from "@/lib/cookies";

const BANNER_DELAY_MS = 1000;

// Loaded on the first Customize: most visitors answer with Accept All or Reject All.
const CookiePreferencesDialog = lazy(() => import("./CookiePreferencesDialog"));

/** Asks once for cookie consent, 1 s after the first page load; the answer is kept for 365 days. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
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
        <Box
          role="region"
          aria-label="Cookie consent"
          position="fixed"
          insetX={{ base: "2", md: "6" }}
          bottom={{ base: "2", md: "6" }}
          zIndex="overlay"
          maxW="3xl"
          mx="auto"
          bg="bg.panel"
          borderWidth="1px"
          rounded="lg"
          shadow="lg"
          p={{ base: "4", md: "5" }}
        >
          <Stack gap="3">
            <Text fontWeight="semibold">We use cookies</Text>
            <Text fontSize="sm" color="fg.muted">
              Essential cookies keep the shop working. With your consent we also use functional, analytics and marketing cookies. Read
              our{" "}
              <RouterLink to="/legal/privacy-policy" style={{ textDecoration: "underline" }}>
                Privacy Policy
              </RouterLink>
              .
            </Text>
            <Flex gap="2" wrap="wrap" justify="flex-end">
              <Button size="sm" variant="ghost" onClick={customize}>
                Customize
              </Button>
              <Button size="sm" variant="outline" onClick={() => choose(ESSENTIAL_ONLY)}>
                Reject All
              </Button>
              <Button size="sm" colorPalette="teal" onClick={() => choose(ALL_COOKIES)}>
                Accept All
              </Button>
            </Flex>
          </Stack>
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
