import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

/** One client per page load; the session travels in the httpOnly cookie. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    // HttpLink posts JSON, which satisfies the server's CSRF prevention.
    link: new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
    cache: new InMemoryCache(),
  });
}
