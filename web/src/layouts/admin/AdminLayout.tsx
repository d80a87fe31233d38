import { Box, Button, Flex, IconButton, Separator, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { LuInbox, LuKey, LuKeyRound, LuLayoutDashboard, LuLogOut, LuMenu, LuPackage, LuPanelLeftClose, LuPanelLeftOpen, LuScrollText, LuSettings, LuShoppingCart, LuStore, LuUsers } from "react-icons/lu";
import { Outlet } from "react-router-dom";
import { displayName, useCurrentUser } from "@/auth/useCurrentUser";
import { useLogout } from "@/auth/useLogout";
import { PageLoading } from "@/components/PageLoading";
import { ThemeToggle } from "@/components/ThemeToggle";
import { SiteLogo } from "@/layouts/public/SiteLogo";
import { MobileNavDrawer } from "@/layouts/panel/MobileNavDrawer";
import { PanelNav, type PanelNavGroup } from "@/layouts/panel/PanelNav";

const NAV: PanelNavGroup[] = [
  { items: [{ to: "/admin/dashboard", label: "Dashboard", icon: LuLayoutDashboard }] },
  {
    title: "Management",
    items: [
      { to: "/admin/catalogue", label: "Catalogue", icon: LuStore },
      { to: "/admin/accounts", label: "Stock Accounts", icon: LuPackage },
      { to: "/admin/orders", label: "Orders", icon: LuShoppingCart },
      { to: "/admin/customers", label: "Customers", icon: LuUsers },
      { to: "/admin/licenses", label: "Licenses", icon: LuKey },
      { to: "/admin/license-management", label: "License Management", icon: LuKeyRound },
    ],
  },
  { title: "Configuration", items: [{ to: "/admin/settings", label: "Settings", icon: LuSettings }] },
  {
    title: "System",
    items: [
      { to: "/admin/inbox", label: "Inbox", icon: LuInbox },
      { to: "/admin/audit", label: "Audit Log", icon: LuScrollText },
    ],
  },
];

function LogoutButton({ collapsed = false }: { collapsed?: boolean }) {
  const logout = useLogout();
  if (collapsed) {
    return (
      <IconButton variant="ghost" aria-label="Logout" title="Logout" onClick={logout}>
        <LuLogOut />
      </IconButton>
    );
  }
  return (
    <Button variant="ghost" justifyContent="flex-start" px="3" color="fg.muted" onClick={logout}>
      <LuLogOut /> Logout
    </Button>
  );
}

/** The admin back office: a collapsible sidebar on wide screens, a drawer at 768 px and below. */
export default function AdminLayout() {
  const { user } = useCurrentUser();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!user) return <Text p="6">Loading...</Text>;

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
            {!collapsed && <Text fontWeight="bold">Admin Panel</Text>}
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed(!collapsed)}
            >
              {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
            </IconButton>
          </Flex>
          <PanelNav groups={NAV} collapsed={collapsed} />
          <Separator />
          <LogoutButton collapsed={collapsed} />
        </Stack>
      </Box>
      <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title="Admin Panel">
        <Stack gap="5">
          <PanelNav groups={NAV} onNavigate={() => setDrawerOpen(false)} />
          <Separator />
          <LogoutButton />
        </Stack>
      </MobileNavDrawer>
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" align="center" gap="3" px={{ base: "3", md: "6" }} py="3" borderBottomWidth="1px" bg="bg.panel">
          <IconButton hideFrom="md" variant="ghost" size="sm" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
            <LuMenu />
          </IconButton>
          <SiteLogo />
          <Text ms="auto" fontSize="sm" truncate maxW={{ base: "32", sm: "xs" }}>
            Welcome, {displayName(user)}!
          </Text>
          <ThemeToggle />
          <Box hideBelow="md">
            <LogoutButton />
          </Box>
        </Flex>
        <Box as="main" flex="1" p={{ base: "4", md: "8" }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
