import { IconButton, type IconButtonProps } from "@chakra-ui/react";
import { useTheme } from "next-themes";
import { LuMoon, LuSun } from "react-icons/lu";

export function ThemeToggle(props: Omit<IconButtonProps, "aria-label" | "onClick">) {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme !== "light";
  return (
    <IconButton
      variant="ghost"
      size="sm"
      {...props}
      aria-label={dark ? "Switch to light theme" : "Switch to dark theme"}
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      {dark ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
