import { LANGUAGE_COOKIE, isLanguage, type Language } from "@common/languages";
import { loadApolloClient } from "@/app/apollo-loader";
import { graphql } from "@/gql";
import { getCookie } from "@/lib/cookies";

const SetLanguageMutation = graphql(`
  mutation SetLanguage($language: String!) {
    setLanguage(language: $language)
  }
`);

/**
 * Saves a signed-in customer's choice on the profile (`setLanguage`), so it follows them to other
 * devices and their e-mails. Sent through Apollo, loaded here on first use (a switch while signed
 * in), so the visitor's first screen does not carry it. A refusal is ignored: the `lang` cookie
 * set by the switcher still carries the choice on this device.
 */
export async function rememberLanguageOnProfile(language: Language): Promise<boolean> {
  try {
    const client = await loadApolloClient();
    const { data } = await client.mutate({ mutation: SetLanguageMutation, variables: { language } });
    return data?.setLanguage === true;
  } catch {
    return false;
  }
}

/** The language saved on a signed-in user's profile (`me { language }`); undefined for a visitor. */
export function profileLanguage(user: unknown): string | undefined {
  if (typeof user !== "object" || user === null || !("language" in user)) return undefined;
  const value = (user as { language?: unknown }).language;
  return typeof value === "string" ? value : undefined;
}

/**
 * The language to switch a signed-in user to: their profile's, when this browser has no `lang`
 * cookie (a choice made on this device wins, as on the server); undefined otherwise.
 */
export function languageToFollow(user: unknown): Language | undefined {
  if (isLanguage(getCookie(LANGUAGE_COOKIE))) return undefined;
  const language = profileLanguage(user);
  return isLanguage(language) ? language : undefined;
}
