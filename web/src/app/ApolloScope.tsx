import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { apolloClient } from "./apollo-client";

/** Apollo Client for the pages, layouts and dialogs below: loaded with them (apollo-loader.ts), never by the home page. */
export default function ApolloScope({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient()}>{children}</ApolloProvider>;
}
