import { Box, Button, Dialog, Flex, Portal, Stack, Switch, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ALL_COOKIES, ESSENTIAL_ONLY, saveConsent, storedConsent, storedPreferences, type CookiePreferences } from "@/lib/cookies";

const BANNER_DELAY_MS = 1000;

const CATEGORIES: Array<{ key: keyof CookiePreferences; label: string; description: string }> = [
  { key: "essential", label: "Essential", description: "Needed for signing in, your cart and security. Always on." },
  { key: "functional", label: "Functional", description: "Remember choices such as the theme and your last page." },
  { key: "analytics", label: "Analytics", description: "Help us understand how the shop is used, without identifying you." },
  { key: "marketing", label: "Marketing", description: "Used to show relevant offers on other sites." },
];

/** Asks once for cookie consent, 1 s after the first page load; the answer is kept for 365 days. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const [customizing, setCustomizing] = useState(false);
  const [preferences, setPreferences] = useState<CookiePreferences>(storedPreferences);

  useEffect(() => {
    if (storedConsent()) return;
    const timer = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

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
              <Button size="sm" variant="ghost" onClick={() => setCustomizing(true)}>
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
      <Dialog.Root open={customizing} onOpenChange={(e) => setCustomizing(e.open)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Cookie Preferences</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {CATEGORIES.map((c) => (
                    <Flex key={c.key} justify="space-between" align="flex-start" gap="4">
                      <Box>
                        <Text fontWeight="medium" id={`cookie-${c.key}`}>
                          {c.label}
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          {c.description}
                        </Text>
                      </Box>
                      <Switch.Root
                        colorPalette="teal"
                        checked={preferences[c.key]}
                        disabled={c.key === "essential"}
                        onCheckedChange={(e) => setPreferences((p) => ({ ...p, [c.key]: e.checked }))}
                      >
                        <Switch.HiddenInput aria-labelledby={`cookie-${c.key}`} />
                        <Switch.Control />
                      </Switch.Root>
                    </Flex>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => choose(ESSENTIAL_ONLY)}>
                  Reject All
                </Button>
                <Button colorPalette="teal" onClick={() => choose(preferences)}>
                  Save Preferences
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
