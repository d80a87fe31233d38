import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { fetchRememberingFailures } from "@/lib/request-id";

/**
 * The first screen's data layer: the queries of the shell, the public header and footer and the
 * home page (signed-in user, site data, stock count, storefront) are posted with `fetch` and kept
 * in a small cache per document and variables, instead of through Apollo Client, whose runtime
 * (with rxjs, graphql and optimism) would be about a quarter of the home page's JavaScript.
 * Apollo Client is loaded by the lazy pages that need it (web/src/app/apollo-loader.ts); what
 * either side changes, the other hears of through `refetchLite` and `resetLite` (see
 * ARCHITECTURE.md, "The client").
 */

type Variables = Record<string, unknown>;

/** A GraphQL error answer, or an answer that was not GraphQL (an HTTP error page, a dropped link). */
export class LiteQueryError extends Error {
  constructor(
    message: string,
    readonly errors: readonly { message: string; extensions?: Record<string, unknown> }[] = [],
  ) {
    super(message);
    this.name = "LiteQueryError";
  }
}

export interface LiteQueryState<TData> {
  /** The last answer; kept while a refetch runs and when it fails. */
  data: TData | undefined;
  /** True while there is no answer yet and one is on its way. */
  loading: boolean;
  /** The last request's failure, until an answer arrives. */
  error: Error | undefined;
}

interface Entry {
  document: TypedDocumentNode<unknown, Variables>;
  variables: Variables;
  state: LiteQueryState<unknown>;
  listeners: Set<() => void>;
  inFlight: Promise<void> | null;
  /** Bumped by each request: an older request's answer does not overwrite a newer one's. */
  sequence: number;
  /** The answer is out of date (a reset while nobody watched): the next subscriber fetches again. */
  stale: boolean;
}

interface EarlyQuery {
  query: string;
  answer: Promise<{ data?: unknown; errors?: unknown[] } | null>;
}

declare global {
  interface Window {
    /** Set by the early-queries script that index.html loads (web/build/early-queries.ts). */
    __biaEarlyQueries?: Record<string, EarlyQuery | undefined>;
  }
}

const entries = new Map<string, Entry>();

function operationName(document: TypedDocumentNode<unknown, Variables>): string {
  const [definition] = document.definitions;
  return definition?.kind === "OperationDefinition" && definition.name ? definition.name.value : "";
}

/** The text to post: computed at build time (web/build/inline-graphql-documents.ts); printed on the fly only by the dev server. */
async function queryText(document: TypedDocumentNode<unknown, Variables>): Promise<string> {
  const body = document.loc?.source.body;
  if (body) return body;
  if (import.meta.env.DEV) {
    const [{ print }, { InMemoryCache }] = await Promise.all([import("graphql"), import("@apollo/client")]);
    return print(new InMemoryCache().transformDocument(document));
  }
  throw new Error(`${operationName(document)}: the document has no query text (web/build/inline-graphql-documents.ts)`);
}

/** The early script's answer for this query, once: only for the very same text and no variables. */
function takeEarlyAnswer(name: string, query: string, variables: Variables): EarlyQuery["answer"] | null {
  const early = window.__biaEarlyQueries?.[name];
  if (!early) return null;
  window.__biaEarlyQueries![name] = undefined;
  if (Object.keys(variables).length > 0 || early.query !== query) return null;
  return early.answer;
}

async function post(name: string, query: string, variables: Variables): Promise<{ data?: unknown; errors?: unknown[] } | null> {
  const res = await fetchRememberingFailures("/graphql", {
    method: "POST",
    credentials: "same-origin",
    // JSON, which satisfies the server's CSRF prevention.
    headers: { "Content-Type": "application/json", Accept: "application/graphql-response+json,application/json;q=0.9" },
    body: JSON.stringify({ operationName: name, variables, query }),
  });
  const body = (await res.json().catch(() => null)) as { data?: unknown; errors?: unknown[] } | null;
  if (!body && !res.ok) throw new LiteQueryError(`The server answered ${res.status}.`);
  return body;
}

/** Runs a query once, without the cache: its data, or a LiteQueryError when the answer carries errors (as Apollo's default error policy). */
export async function executeLite<TData, TVariables extends Variables>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables): Promise<TData> {
  const vars: Variables = variables ?? {};
  const doc = document as TypedDocumentNode<unknown, Variables>;
  const name = operationName(doc);
  const query = await queryText(doc);
  const early = takeEarlyAnswer(name, query, vars);
  const body = (early && (await early)) ?? (await post(name, query, vars));
  const errors = (body?.errors ?? []) as LiteQueryError["errors"];
  if (errors.length > 0) throw new LiteQueryError(errors[0]?.message ?? "GraphQL error", errors);
  if (!body || body.data == null) throw new LiteQueryError("The server sent no answer.");
  return body.data as TData;
}

function keyOf(document: TypedDocumentNode<unknown, Variables>, variables: Variables): string {
  return operationName(document) + " " + JSON.stringify(variables);
}

function entryFor(document: TypedDocumentNode<unknown, Variables>, variables: Variables): Entry {
  const key = keyOf(document, variables);
  let entry = entries.get(key);
  if (!entry) {
    entry = {
      document,
      variables,
      state: { data: undefined, loading: true, error: undefined },
      listeners: new Set(),
      inFlight: null,
      sequence: 0,
      stale: true,
    };
    entries.set(key, entry);
  }
  return entry;
}

function setState(entry: Entry, state: LiteQueryState<unknown>): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/** (Re)fetches one entry; the answer replaces the data, a failure keeps it and records the error. */
function fetchEntry(entry: Entry): Promise<void> {
  const sequence = ++entry.sequence;
  entry.stale = false;
  if (entry.state.data === undefined && !entry.state.loading) setState(entry, { ...entry.state, loading: true });
  const request = executeLite(entry.document, entry.variables).then(
    (data) => {
      if (sequence === entry.sequence) setState(entry, { data, loading: false, error: undefined });
    },
    (err: unknown) => {
      if (sequence !== entry.sequence) return;
      const error = err instanceof Error ? err : new Error(String(err));
      setState(entry, { data: entry.state.data, loading: false, error });
    },
  );
  entry.inFlight = request.finally(() => {
    if (sequence === entry.sequence) entry.inFlight = null;
  });
  return entry.inFlight;
}

/** Drops an unwatched entry; a component that still holds it fetches again when it watches it next. */
function forget(key: string, entry: Entry): void {
  entry.stale = true;
  entries.delete(key);
}

/** Refetches the watched queries of these operations now, and marks the unwatched ones out of date. */
export function refetchLite(operationNames: readonly string[]): Promise<void> {
  const names = new Set(operationNames);
  const requests: Promise<void>[] = [];
  for (const [key, entry] of entries) {
    if (!names.has(operationName(entry.document))) continue;
    if (entry.listeners.size > 0) requests.push(fetchEntry(entry));
    else forget(key, entry);
  }
  return Promise.all(requests).then(() => undefined);
}

/**
 * After the session or the language changed (login, logout, language switch): every watched
 * query is fetched again (its last answer stays on screen until then), every other one is forgotten.
 */
export function resetLite(): Promise<void> {
  const requests: Promise<void>[] = [];
  for (const [key, entry] of entries) {
    if (entry.listeners.size > 0) requests.push(fetchEntry(entry));
    else forget(key, entry);
  }
  return Promise.all(requests).then(() => undefined);
}

export interface LiteQueryOptions<TVariables> {
  variables?: TVariables;
  /** No request while true (the data stays undefined). */
  skip?: boolean;
  /** Fetch again on every mount even with an answer cached (else the cached answer is used). */
  refetchOnMount?: boolean;
  /** Fetch again every so many milliseconds while watched. */
  pollInterval?: number;
}

export interface LiteQueryResult<TData> extends LiteQueryState<TData> {
  refetch: () => Promise<TData | undefined>;
}

const SKIPPED: LiteQueryState<never> = { data: undefined, loading: false, error: undefined };

/** A typed query of the first screen, from the lite cache: fetched on first use, shared by every component that asks for the same variables. */
export function useLiteQuery<TData, TVariables extends Variables = Variables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: LiteQueryOptions<TVariables> = {},
): LiteQueryResult<TData> {
  const doc = document as TypedDocumentNode<unknown, Variables>;
  const vars: Variables = options.variables ?? {};
  const key = keyOf(doc, vars);
  const { skip = false, refetchOnMount = false, pollInterval } = options;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the document and its variables
  const entry = useMemo(() => entryFor(doc, vars), [key]);

  const subscribe = useCallback(
    (listener: () => void) => {
      if (skip) return () => undefined;
      // A reset may have dropped this entry while it was unwatched: watch the one in the cache.
      if (entries.get(key) !== entry) entries.set(key, entry);
      const first = entry.listeners.size === 0;
      entry.listeners.add(listener);
      if (!entry.inFlight && (entry.stale || entry.state.data === undefined || (first && refetchOnMount))) void fetchEntry(entry);
      return () => entry.listeners.delete(listener);
    },
    [entry, key, skip, refetchOnMount],
  );
  const state = useSyncExternalStore(subscribe, () => (skip ? SKIPPED : entry.state)) as LiteQueryState<TData>;

  useEffect(() => {
    if (skip || !pollInterval) return;
    const timer = setInterval(() => void fetchEntry(entry), pollInterval);
    return () => clearInterval(timer);
  }, [entry, skip, pollInterval]);

  const refetch = useCallback(async () => {
    await fetchEntry(entry);
    return entry.state.data as TData | undefined;
  }, [entry]);

  return { ...state, refetch };
}
