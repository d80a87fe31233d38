import { useCallback } from "react";
import type { Language } from "@common/languages";
import { resetAllData } from "@/app/apollo-loader";
import { i18n } from "./index";
import { storeLanguageCookie } from "./language";
import { rememberLanguageOnProfile } from "./remember-language";

/**
 * Switches the shop's language: the `lang` cookie first (the server reads it for every later
 * request), then the resources, then the profile of a signed-in customer, and finally the lite
 * cache and (when loaded) Apollo's store are reset so names, descriptions and other server content come back in the new language.
 */
export function useSwitchLanguage(signedIn: boolean): (language: Language) => Promise<void> {
  return useCallback(
    async (language: Language) => {
      storeLanguageCookie(language);
      await i18n.changeLanguage(language);
      if (signedIn) await rememberLanguageOnProfile(language);
      await resetAllData().catch(() => undefined);
    },
    [signedIn],
  );
}
