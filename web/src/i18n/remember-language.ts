import { LANGUAGE_COOKIE, isLanguage, type Language } from "@common/languages";
import { getCookie } from "@/lib/cookies";

/**
 * Saves a signed-in customer's choice on the profile (`setLanguage`, issue 18's server side), so
 * it follows them to other devices and their e-mails. Written as a plain request rather than a
 * generated document so the client builds against a schema that does not have the mutation yet:
 * the server then answers with a validation error, which is ignored, and the `lang` cookie set by
 * the switcher still carries the choice. Once the schema has `setLanguage`, this can become a
 * typed `graphql(...)` document (see the report of issue 18's client part).
 */
const SET_LANGUAGE = "mutation SetLanguage($language: String!) { setLanguage(language: $language) }";

export async function rememberLanguageOnProfile(language: Language): Promise<boolean> {
  try {
    const response = await fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ operationName: "SetLanguage", query: SET_LANGUAGE, variables: { language } }),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { data?: { setLanguage?: boolean } | null };
    return body.data?.setLanguage === true;
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
