import { isLanguage, LANGUAGE_COOKIE, pickLanguage, type Language } from "../../common/languages";

/**
 * The request's language, decided in one place: the `lang` cookie when it names a shop language,
 * else the signed-in person's profile language, else the best match of Accept-Language
 * (pickLanguage reads a bounded prefix of it), else English.
 */
export function requestLanguage(
  cookies: Record<string, unknown> | undefined,
  profileLanguage: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const cookie = cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  if (isLanguage(profileLanguage)) return profileLanguage;
  return pickLanguage(acceptLanguage);
}
