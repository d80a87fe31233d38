/**
 * The X-Request-Id of the last GraphQL answer that failed, so that an error notification can
 * show it: a person who reports a problem can then quote it, and the operator finds the log line.
 */
let failedRequestId: string | null = null;

/** fetch for Apollo's HttpLink: remembers the id of a failed answer, forgets it on a good one. */
export const fetchRememberingFailures: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  failedRequestId = res.ok ? null : res.headers.get("X-Request-Id");
  return res;
};

/** The id of the failure being reported, once: a later, unrelated error must not repeat it. */
export function takeFailedRequestId(): string | null {
  const id = failedRequestId;
  failedRequestId = null;
  return id;
}
