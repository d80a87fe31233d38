import { NativeSelect, useBreakpointValue } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES, isLanguage } from "@common/languages";
import { useSwitchLanguage } from "@/i18n/switch-language";

/**
 * The language switcher of the public header and both panels: a native select, so keyboards,
 * screen readers and phones get their own familiar control; each option is named in its own
 * language (and marked so, for the screen reader's pronunciation). Below the small breakpoint the
 * options read EN / RU / 中文, so the phone's header keeps one row; each option's accessible name
 * is then the short one followed by the full one ("RU Русский": the visible text first, as a
 * voice-control user would say it).
 */
export function LanguageSwitcher({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation("common");
  const switchLanguage = useSwitchLanguage(signedIn);
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const short = useBreakpointValue({ base: true, sm: false }) ?? false;
  return (
    <NativeSelect.Root size="xs" width="auto" flexShrink="0" variant="subtle">
      <NativeSelect.Field
        aria-label={t("language.label")}
        value={current}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isLanguage(value)) void switchLanguage(value);
        }}
        data-testid="language-switcher"
        ps="2"
        pe={{ base: "5", sm: "6" }}
      >
        {LANGUAGES.map((language) => (
          <option
            key={language}
            value={language}
            lang={language === "zh" ? "zh-CN" : language}
            aria-label={short ? `${LANGUAGE_SHORT_NAMES[language]} ${LANGUAGE_NAMES[language]}` : undefined}
          >
            {short ? LANGUAGE_SHORT_NAMES[language] : LANGUAGE_NAMES[language]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
