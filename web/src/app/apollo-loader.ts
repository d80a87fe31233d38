import type { ApolloClient } from "@apollo/client";
import { createElement, lazy, type ComponentType } from "react";
import { resetLite } from "@/graphql/lite-client";

/*
 * The first screen (shell, public header and footer, home page) reads through the lite client
 * and imports nothing of Apollo Client at run time: only types here. Everything else loads
 * Apollo with its own chunk, through these functions.
 */

let loading: Promise<ApolloClient> | null = null;

/** The page's Apollo Client, loading its code the first time. */
export function loadApolloClient(): Promise<ApolloClient> {
  loading ??= import("./apollo-client").then((m) => m.apolloClient());
  return loading;
}

// The provider's client is the one loadApolloClient hands out, so resetAllData reaches it.
const loadApolloScope = () => Promise.all([import("./ApolloScope"), loadApolloClient()]).then(([scope]) => scope);

/**
 * A lazy component wrapped in Apollo's provider: the component's chunk and Apollo's are fetched
 * at once (one suspension, no waterfall).
 */
export function lazyWithApollo<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Component }, { default: ApolloScope }] = await Promise.all([load(), loadApolloScope()]);
    function WithApollo(props: P) {
      return createElement(ApolloScope, null, createElement(Component, props));
    }
    return { default: WithApollo };
  });
}

/**
 * After the session or the language changed: the lite client's watched queries are fetched
 * again and, when Apollo Client was loaded, its store is reset (its active queries refetched).
 * The queries of a page just left can still be refetching when they unsubscribe; their abort is expected.
 */
export async function resetAllData(): Promise<void> {
  const apollo = loading?.then((client) => client.resetStore());
  await Promise.all([
    resetLite(),
    apollo?.catch((err: unknown) => {
      if (!(err instanceof Error && err.name === "AbortError")) throw err;
    }),
  ]);
}
