import { Box, Button, Flex, IconButton, Separator, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { LuFileText, LuHistory, LuHouse, LuLayoutDashboard, LuLogOut, LuMail, LuMenu, LuSettings, LuShield, LuWallet } from "react-icons/lu";
import { useTranslation } from "react-i18next";
import { Outlet, Link as RouterLink } from "react-router-dom";
import { displayName, useCurrentUser } from "@/auth/useCurrentUser";
import { useLogout } from "@/auth/useLogout";
import { PageLoading } from "@/components/PageLoading";
import { PageLeaveGuard } from "@/components/PageLeaveGuard";
import { LanguageSwitcher } from "@/components/LanguageSwitcher";
import { ThemeToggle } from "@/components/ThemeToggle";
import { formatMoney } from "@/i18n/format";
import { SiteLogo } from "@/layouts/public/SiteLogo";
import { MobileNavDrawer } from "@/layouts/panel/MobileNavDrawer";
import { PanelNav, type PanelNavGroup } from "@/layouts/panel/PanelNav";

function useNav(): PanelNavGroup[] {
  const { t } = useTranslation("panel");
  return [
    {
      items: [
        { to: "/customer/dashboard", label: t("customerNav.myAccounts"), icon: LuLayoutDashboard },
        { to: "/customer/orders", label: t("customerNav.orderHistory"), icon: LuHistory },
        { to: "/customer/add-balance", label: t("customerNav.addFunds"), icon: LuWallet },
        { to: "/customer/settings", label: t("customerNav.settings"), icon: LuSettings },
      ],
    },
    {
      title: t("customerNav.information"),
      items: [
        { to: "/customer/contact", label: t("customerNav.contact"), icon: LuMail },
        { to: "/customer/privacy-policy", label: t("customerNav.privacyPolicy"), icon: LuShield },
        { to: "/customer/terms-of-service", label: t("customerNav.termsOfService"), icon: LuFileText },
      ],
    },
  ];
}

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const logout = useLogout();
  const { t } = useTranslation("panel");
  const nav = useNav();
  return (
    <Stack gap="5" h="full">
      <PanelNav groups={nav} onNavigate={onNavigate} />
      <Separator />
      <Stack gap="1">
        <Button asChild variant="ghost" justifyContent="flex-start" px="3" color="fg.muted">
          <RouterLink to="/" onClick={onNavigate}>
            <LuHouse /> {t("backToStore")}
          </RouterLink>
        </Button>
        <Button variant="ghost" justifyContent="flex-start" px="3" color="fg.muted" onClick={logout}>
          <LuLogOut /> {t("logout")}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The customer panel: sidebar on wide screens, a drawer at 768 px and below. */
export default function CustomerLayout() {
  const { user } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { t } = useTranslation("panel");
  if (!user) return <Text p="6">{t("loading")}</Text>;

  return (
    <Flex minH="100vh">
      <Box
        as="aside"
        hideBelow="md"
        w="64"
        flexShrink="0"
        borderEndWidth="1px"
        bg="bg.panel"
        px="3"
        py="5"
        position="sticky"
        top="0"
        h="100vh"
        overflowY="auto"
      >
        <Box px="3" mb="6">
          <SiteLogo />
        </Box>
        <SidebarContent />
      </Box>
      <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title={t("menu")}>
        <SidebarContent onNavigate={() => setDrawerOpen(false)} />
      </MobileNavDrawer>
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" align="center" gap="3" px={{ base: "3", md: "6" }} py="3" borderBottomWidth="1px" bg="bg.panel">
          <IconButton hideFrom="md" variant="ghost" size="sm" aria-label={t("nav.openMenu")} onClick={() => setDrawerOpen(true)}>
            <LuMenu />
          </IconButton>
          <Box hideFrom="md" minW="8" flex="1 1 0">
            <SiteLogo />
          </Box>
          <Stack gap="0" ms="auto" align="flex-end" minW="0" flexShrink="1" maxW={{ base: "50%", sm: "xs" }}>
            <Text fontSize="sm" fontWeight="medium" truncate maxW="full">
              {t("welcome", { name: displayName(user) })}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t("balance", { amount: formatMoney(user.balanceCents) })}
            </Text>
          </Stack>
          <LanguageSwitcher signedIn />
          <ThemeToggle />
        </Flex>
        <Box as="main" flex="1" p={{ base: "4", md: "8" }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
          <PageLeaveGuard />
        </Box>
      </Flex>
    </Flex>
  );
}
