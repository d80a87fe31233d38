import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@common/languages";
// English `common` and `public` ship inside the entry chunk: an English visitor sees the home
// page with no extra round trip and never a flash of keys. Everything else is loaded on demand.
import enCommon from "@/locales/en/common.json";
import enPublic from "@/locales/en/public.json";
import { initialLanguage } from "./language";

/**
 * The namespaces, one JSON file per language each under web/src/locales/{lang}/{ns}.json:
 * - common: the shell, the public header/footer, shared components;
 * - public: the public pages (home, product, tools, licence check, API docs, payment results, 404);
 * - auth: sign-in, registration, confirmation, password reset, admin setup;
 * - panel: the customer and admin panel layouts (kept out of the visitor's download);
 * - customer: the customer panel's pages; admin: the admin panel's pages;
 * - errors: the server's error codes; legal: the legal pages.
 */
export const NAMESPACES = ["common", "public", "auth", "panel", "customer", "admin", "errors", "legal"] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Resource = Record<string, unknown>;
// One lazy chunk per language and namespace; the two bundled files are left out of the glob.
const loaders = import.meta.glob<Resource>(["../locales/*/*.json", "!../locales/en/common.json", "!../locales/en/public.json"], {
  import: "default",
});

/** Where a language's namespace comes from: the bundled English, or a dynamic import. */
export function loadResource(language: string, namespace: string): Promise<Resource> {
  const loader = loaders[`../locales/${language}/${namespace}.json`];
  return loader ? loader() : Promise.resolve({});
}

const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadResource(language, namespace).then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** `<html lang>` follows the language, so screen readers pronounce the page right. */
function followLanguage(language: string) {
  if (typeof document !== "undefined") document.documentElement.lang = language === "zh" ? "zh-CN" : language;
}

i18n.on("languageChanged", followLanguage);

const first: Language = initialLanguage();

// The init starts the fetch of the first language's resources before React renders, so they
// arrive in parallel with the route chunk; components suspend until their namespace is there.
export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: first,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: "currentOnly",
    ns: ["common", "public"],
    defaultNS: "common",
    resources: { en: { common: enCommon, public: enPublic } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // English with its bundled namespaces is ready at once; other languages suspend until loaded.
    initAsync: false,
    react: { useSuspense: true },
  });
// The `errors` namespace (the server's error codes, read outside React by errorMessage) is not
// fetched here: i18n/known-messages.ts fetches it when code that shows errors loads, so a visitor
// who only looks at the home page never downloads it.

followLanguage(first);
