import { ApolloLink } from "@apollo/client";
import { print } from "@apollo/client/utilities";
import { Observable } from "rxjs";

interface EarlyQuery {
  query: string;
  /** The server's JSON answer, or null when the request failed (then the query is sent again). */
  answer: Promise<ApolloLink.Result | null>;
}

declare global {
  interface Window {
    /** Set by the early-queries script that index.html loads (web/build/early-queries.ts). */
    __biaEarlyQueries?: Record<string, EarlyQuery | undefined>;
  }
}

/** The early answer for this operation, once: only when the early script sent the very same text and no variables. */
function takeEarlyAnswer(operation: ApolloLink.Operation): Promise<ApolloLink.Result | null> | null {
  const name = operation.operationName;
  const early = name ? window.__biaEarlyQueries?.[name] : undefined;
  if (!early || !name) return null;
  window.__biaEarlyQueries![name] = undefined;
  if (Object.keys(operation.variables).length > 0 || print(operation.query) !== early.query) return null;
  return early.answer;
}

/**
 * Answers the shell's first queries (signed-in user, site settings) from the requests that
 * index.html's early script sent while this bundle was still downloading; any other operation,
 * or an early request that failed, goes to the network as usual.
 */
export const earlyQueryLink = new ApolloLink((operation, forward) => {
  const answer = takeEarlyAnswer(operation);
  if (!answer) return forward(operation);
  return new Observable<ApolloLink.Result>((observer) => {
    let forwarded: { unsubscribe(): void } | undefined;
    void answer.then((result) => {
      if (observer.closed) return;
      if (result) {
        observer.next(result);
        observer.complete();
      } else {
        forwarded = forward(operation).subscribe(observer);
      }
    });
    return () => forwarded?.unsubscribe();
  });
});
