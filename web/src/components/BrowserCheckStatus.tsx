import { Box, Progress, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/**
 * "Checking your browser…" while a form's proof-of-work runs (useBrowserCheck). The live region
 * is always there, so a screen reader announces the text when it appears.
 */
export function BrowserCheckStatus({ checking, progress }: { checking: boolean; progress: number }) {
  const { t } = useTranslation("common");
  return (
    <Box role="status" aria-live="polite" data-testid="browser-check">
      {checking && (
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t("browserCheck.checking")}
          </Text>
          <Progress.Root value={Math.round(progress * 100)} max={100} size="xs" colorPalette="teal" mt="1" aria-label={t("browserCheck.progress")}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      )}
    </Box>
  );
}
