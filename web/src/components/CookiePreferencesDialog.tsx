import { Box, Button, Dialog, Flex, Portal, Stack, Switch, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ESSENTIAL_ONLY, type CookiePreferences } from "@/lib/cookies";

const CATEGORIES: Array<keyof CookiePreferences> = ["essential", "functional", "analytics", "marketing"];

interface CookiePreferencesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preferences: CookiePreferences;
  onPreferencesChange: (preferences: CookiePreferences) => void;
  onChoose: (choice: CookiePreferences) => void;
}

/** The cookie banner's Customize dialog: one switch per category, essential always on. */
export default function CookiePreferencesDialog({ open, onOpenChange, preferences, onPreferencesChange, onChoose }: CookiePreferencesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t("cookies.preferences")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {CATEGORIES.map((key) => ({ key, label: t(`cookies.${key}.label`), description: t(`cookies.${key}.description`) })).map((c) => (
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
                      onCheckedChange={(e) => onPreferencesChange({ ...preferences, [c.key]: e.checked })}
                    >
                      <Switch.HiddenInput aria-labelledby={`cookie-${c.key}`} />
                      <Switch.Control />
                    </Switch.Root>
                  </Flex>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onChoose(ESSENTIAL_ONLY)}>
                {t("cookies.rejectAll")}
              </Button>
              <Button colorPalette="teal" onClick={() => onChoose(preferences)}>
                {t("cookies.savePreferences")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
