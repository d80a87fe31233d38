import { Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";

/** Title, 'last updated' line and sections of a legal page, shared by the public and customer routes. */
export function LegalDocument({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  const { t } = useTranslation("legal");
  return (
    <Stack gap="6" maxW="3xl" lineHeight="tall">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t("lastUpdated", { date: updated })}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
