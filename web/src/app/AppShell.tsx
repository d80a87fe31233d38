import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { CookieBanner } from "@/components/CookieBanner";
import { FullScreenMessage } from "@/components/FullScreenMessage";
import { InsufficientBalanceDialogProvider } from "@/components/InsufficientBalanceDialog";
import { notify } from "@/components/notify";
import { PageLoading } from "@/components/PageLoading";
import { TestModeBanner } from "@/components/TestModeBanner";
import { languageToFollow } from "@/i18n/remember-language";
import { SiteHead } from "@/site/SiteHead";
import { useSiteData } from "@/site/useSiteData";

/**
 * The root of every route: waits for the session and the site data once, then renders the
 * page. Later refetches (after login or logout) keep the page on screen instead of blanking it.
 */
export function AppShell() {
  const auth = useCurrentUser();
  const site = useSiteData();
  const ready = useRef(false);
  const { t, i18n } = useTranslation();
  const profileLanguage = languageToFollow(auth.user);

  // A signed-in user without a `lang` cookie reads the shop in their profile's language.
  useEffect(() => {
    if (profileLanguage && profileLanguage !== i18n.language) void i18n.changeLanguage(profileLanguage);
  }, [profileLanguage, i18n]);

  useEffect(() => {
    if (site.failed) notify({ title: t("dataLoadError.title"), description: t("dataLoadError.description"), variant: "destructive" });
  }, [site.failed, t]);

  if (!ready.current) {
    if (auth.loading) return <FullScreenMessage>{t("authenticating")}</FullScreenMessage>;
    if (site.loading) return <FullScreenMessage>{t("loadingAppData")}</FullScreenMessage>;
    ready.current = true;
  }

  return (
    <InsufficientBalanceDialogProvider>
      <SiteHead settings={site.settings} />
      {site.testMode && <TestModeBanner />}
      <CookieBanner />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </InsufficientBalanceDialogProvider>
  );
}
