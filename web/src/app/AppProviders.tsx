import { ChakraProvider } from "@chakra-ui/react";
import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { ToastHost } from "@/components/ToastHost";
import { system } from "@/theme/system";

export const THEME_STORAGE_KEY = "appTheme";

/** No Apollo provider here: the first screen reads through the lite client; lazy pages bring Apollo's (app/apollo-loader.ts). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider attribute="class" defaultTheme="dark" enableSystem={false} storageKey={THEME_STORAGE_KEY} disableTransitionOnChange>
        {children}
        <ToastHost />
      </ThemeProvider>
    </ChakraProvider>
  );
}
