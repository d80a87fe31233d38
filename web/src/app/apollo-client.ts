import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { fetchRememberingFailures } from "@/lib/request-id";

let client: ApolloClient | null = null;

/**
 * The one Apollo Client of the page load, made when the first module that needs it is loaded
 * (through web/src/app/apollo-loader.ts: the home page never loads it). The session travels
 * in the httpOnly cookie. The first screen's queries are the lite client's
 * (web/src/graphql/lite-client.ts), which also answers them from the early script.
 */
export function apolloClient(): ApolloClient {
  client ??= new ApolloClient({
    // HttpLink posts JSON, which satisfies the server's CSRF prevention.
    link: new HttpLink({ uri: "/graphql", credentials: "same-origin", fetch: fetchRememberingFailures }),
    cache: new InMemoryCache(),
  });
  return client;
}
