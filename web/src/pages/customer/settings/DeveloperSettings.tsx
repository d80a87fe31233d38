import { Button, Card, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuChevronDown, LuChevronRight } from "react-icons/lu";
import { useLocation } from "react-router-dom";

/** The link that opens Settings with the developer features shown (the API docs page, docs/api.md). */
export const DEVELOPER_SETTINGS_PATH = "/customer/settings#developers";

/**
 * API tokens and webhooks serve buyers who script the shop; most buyers need neither, so they wait
 * behind one "For developers" button (open at once when the link says #developers).
 */
export function DeveloperSettings({ children }: { children: ReactNode }) {
  const { t } = useTranslation("customer");
  const { hash } = useLocation();
  const [open, setOpen] = useState(hash === "#developers");
  return (
    <Stack gap="6" id="developers">
      <Card.Root as="section" aria-labelledby="developers-heading" variant="subtle">
        <Card.Body>
          <Stack gap="3" align="flex-start">
            <Card.Title as="h2" id="developers-heading">
              {t("developers.title")}
            </Card.Title>
            <Text color="fg.muted" fontSize="sm">
              {t("developers.text")}
            </Text>
            <Button variant="outline" size="sm" aria-expanded={open} aria-controls="developer-settings" onClick={() => setOpen(!open)}>
              {open ? <LuChevronDown /> : <LuChevronRight />}
              {open ? t("developers.hide") : t("developers.show")}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Stack gap="6" id="developer-settings" hidden={!open}>
        {open && children}
      </Stack>
    </Stack>
  );
}
