import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import { ThemeProvider } from "next-themes";
import { useState, type ReactNode } from "react";
import { ToastHost } from "@/components/ToastHost";
import { system } from "@/theme/system";
import { createApolloClient } from "./apollo-client";

export const THEME_STORAGE_KEY = "appTheme";

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ChakraProvider value={system}>
      <ThemeProvider attribute="class" defaultTheme="dark" enableSystem={false} storageKey={THEME_STORAGE_KEY} disableTransitionOnChange>
        <ApolloProvider client={client}>
          {children}
          <ToastHost />
        </ApolloProvider>
      </ThemeProvider>
    </ChakraProvider>
  );
}
