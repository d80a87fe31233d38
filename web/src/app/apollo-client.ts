import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { fetchRememberingFailures } from "@/lib/request-id";
import { earlyQueryLink } from "./early-query-link";

/** One client per page load; the session travels in the httpOnly cookie. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    // HttpLink posts JSON, which satisfies the server's CSRF prevention.
    link: ApolloLink.from([earlyQueryLink, new HttpLink({ uri: "/graphql", credentials: "same-origin", fetch: fetchRememberingFailures })]),
    cache: new InMemoryCache(),
  });
}
