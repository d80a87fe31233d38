import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import type { Language } from "@common/languages";
import { i18n } from "./index";
import { storeLanguageCookie } from "./language";
import { rememberLanguageOnProfile } from "./remember-language";

/**
 * Switches the shop's language: the `lang` cookie first (the server reads it for every later
 * request), then the resources, then the profile of a signed-in customer, and finally Apollo's
 * store is reset so names, descriptions and other server content come back in the new language.
 */
export function useSwitchLanguage(signedIn: boolean): (language: Language) => Promise<void> {
  const client = useApolloClient();
  return useCallback(
    async (language: Language) => {
      storeLanguageCookie(language);
      await i18n.changeLanguage(language);
      if (signedIn) await rememberLanguageOnProfile(language);
      await client.resetStore().catch(() => undefined);
    },
    [client, signedIn],
  );
}
