import { Box, Button, Flex, IconButton, Separator, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import {
  LuInbox,
  LuKey,
  LuKeyRound,
  LuLayoutDashboard,
  LuLogOut,
  LuMenu,
  LuPackage,
  LuPanelLeftClose,
  LuPanelLeftOpen,
  LuScrollText,
  LuSettings,
  LuShoppingCart,
  LuStore,
  LuUsers,
} from "react-icons/lu";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { displayName, useCurrentUser } from "@/auth/useCurrentUser";
import { useLogout } from "@/auth/useLogout";
import { PageLoading } from "@/components/PageLoading";
import { PageLeaveGuard } from "@/components/PageLeaveGuard";
import { LanguageSwitcher } from "@/components/LanguageSwitcher";
import { ThemeToggle } from "@/components/ThemeToggle";
import { SiteLogo } from "@/layouts/public/SiteLogo";
import { MobileNavDrawer } from "@/layouts/panel/MobileNavDrawer";
import { PanelNav, type PanelNavGroup } from "@/layouts/panel/PanelNav";

function useNav(): PanelNavGroup[] {
  const { t } = useTranslation("panel");
  return [
    { items: [{ to: "/admin/dashboard", label: t("adminNav.dashboard"), icon: LuLayoutDashboard }] },
    {
      title: t("adminNav.management"),
      items: [
        { to: "/admin/catalogue", label: t("adminNav.catalogue"), icon: LuStore },
        { to: "/admin/accounts", label: t("adminNav.stockAccounts"), icon: LuPackage },
        { to: "/admin/orders", label: t("adminNav.orders"), icon: LuShoppingCart },
        { to: "/admin/customers", label: t("adminNav.customers"), icon: LuUsers },
        { to: "/admin/licenses", label: t("adminNav.licenses"), icon: LuKey },
        { to: "/admin/license-management", label: t("adminNav.licenseManagement"), icon: LuKeyRound },
      ],
    },
    { title: t("adminNav.configuration"), items: [{ to: "/admin/settings", label: t("adminNav.settings"), icon: LuSettings }] },
    {
      title: t("adminNav.system"),
      items: [
        { to: "/admin/inbox", label: t("adminNav.inbox"), icon: LuInbox },
        { to: "/admin/audit", label: t("adminNav.auditLog"), icon: LuScrollText },
      ],
    },
  ];
}

function LogoutButton({ collapsed = false }: { collapsed?: boolean }) {
  const logout = useLogout();
  const { t } = useTranslation("panel");
  if (collapsed) {
    return (
      <IconButton variant="ghost" aria-label={t("logout")} title={t("logout")} onClick={logout}>
        <LuLogOut />
      </IconButton>
    );
  }
  return (
    <Button variant="ghost" justifyContent="flex-start" px="3" color="fg.muted" onClick={logout}>
      <LuLogOut /> {t("logout")}
    </Button>
  );
}

/** The admin back office: a collapsible sidebar on wide screens, a drawer at 768 px and below. */
export default function AdminLayout() {
  const { user } = useCurrentUser();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { t } = useTranslation("panel");
  const nav = useNav();
  if (!user) return <Text p="6">{t("loading")}</Text>;

  return (
    <Flex minH="100vh">
      <Box
        as="aside"
        hideBelow="md"
        w={collapsed ? "20" : "64"}
        flexShrink="0"
        borderEndWidth="1px"
        bg="bg.panel"
        px="3"
        py="5"
        position="sticky"
        top="0"
        h="100vh"
        overflowY="auto"
        transition="width 0.2s"
        data-collapsed={collapsed || undefined}
      >
        <Stack gap="5" h="full">
          <Flex align="center" justify={collapsed ? "center" : "space-between"} px={collapsed ? "0" : "3"}>
            {!collapsed && <Text fontWeight="bold">{t("adminPanel")}</Text>}
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={collapsed ? t("expandSidebar") : t("collapseSidebar")}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed(!collapsed)}
            >
              {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
            </IconButton>
          </Flex>
          <PanelNav groups={nav} collapsed={collapsed} />
          <Separator />
          <LogoutButton collapsed={collapsed} />
        </Stack>
      </Box>
      <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title={t("adminPanel")}>
        <Stack gap="5">
          <PanelNav groups={nav} onNavigate={() => setDrawerOpen(false)} />
          <Separator />
          <LogoutButton />
        </Stack>
      </MobileNavDrawer>
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" align="center" gap="3" px={{ base: "3", md: "6" }} py="3" borderBottomWidth="1px" bg="bg.panel">
          <IconButton hideFrom="md" variant="ghost" size="sm" aria-label={t("nav.openMenu")} onClick={() => setDrawerOpen(true)}>
            <LuMenu />
          </IconButton>
          <SiteLogo />
          {/* On a phone the site name keeps the row: the greeting shows from the small breakpoint up. */}
          <Box ms="auto" />
          <Text hideBelow="sm" fontSize="sm" truncate maxW="xs">
            {t("welcome", { name: displayName(user) })}
          </Text>
          <LanguageSwitcher signedIn />
          <ThemeToggle />
          <Box hideBelow="md">
            <LogoutButton />
          </Box>
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
