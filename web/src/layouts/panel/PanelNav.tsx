import { Button, Icon, Stack, Text } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";

export interface PanelNavItem {
  to: string;
  label: string;
  icon: IconType;
}

export interface PanelNavGroup {
  /** Shown above the group; the first group usually has none. */
  title?: string;
  items: PanelNavItem[];
}

interface PanelNavProps {
  groups: PanelNavGroup[];
  /** Icons only (the collapsed admin sidebar); labels stay as accessible names. */
  collapsed?: boolean;
  /** Called after a link is followed, so a drawer can close. */
  onNavigate?: () => void;
}

/** The sidebar navigation of the customer and admin panels. */
export function PanelNav({ groups, collapsed = false, onNavigate }: PanelNavProps) {
  const { t } = useTranslation("panel");
  return (
    <Stack as="nav" aria-label={t("nav.label")} gap="5">
      {groups.map((group, i) => (
        <Stack key={group.title ?? i} gap="1">
          {group.title && !collapsed && (
            <Text px="3" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
              {group.title}
            </Text>
          )}
          {group.items.map((item) => (
            <Button
              key={item.to}
              asChild
              variant="ghost"
              justifyContent={collapsed ? "center" : "flex-start"}
              px={collapsed ? "0" : "3"}
              fontWeight="medium"
              color="fg.muted"
              _hover={{ color: "fg", bg: "bg.muted" }}
              _currentPage={{ bg: "teal.subtle", color: "teal.fg" }}
            >
              <NavLink to={item.to} onClick={onNavigate} aria-label={collapsed ? item.label : undefined} title={collapsed ? item.label : undefined}>
                <Icon boxSize="5">
                  <item.icon />
                </Icon>
                {!collapsed && item.label}
              </NavLink>
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
