import { Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { intlLocale } from "@/i18n/language";

/** The date the shipped legal texts were last changed. */
export const SHIPPED_LEGAL_DATE = "2026-01-01T12:00:00Z";

/** A legal page's date written out in the reader's language: January 1, 2026 · 1 января 2026 г. · 2026年1月1日. */
export function legalDate(value: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long", timeZone: "UTC" }).format(new Date(value));
}

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
