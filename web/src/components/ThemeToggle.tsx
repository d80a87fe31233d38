import { IconButton, type IconButtonProps } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useTheme } from "next-themes";
import { LuMoon, LuSun } from "react-icons/lu";

export function ThemeToggle(props: Omit<IconButtonProps, "aria-label" | "onClick">) {
  const { resolvedTheme, setTheme } = useTheme();
  const { t } = useTranslation();
  const dark = resolvedTheme !== "light";
  return (
    <IconButton
      variant="ghost"
      size="sm"
      {...props}
      aria-label={dark ? t("theme.toLight") : t("theme.toDark")}
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      {dark ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
