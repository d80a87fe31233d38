/** If-None-Match is a short list of tags; a longer one is not read (its sender simply gets the body). */
export const MAX_IF_NONE_MATCH_LENGTH = 1024;

/**
 * Whether a request's If-None-Match names `etag` or is `*`: the client already holds this body
 * and may be answered 304. Tags compare weakly, as RFC 9110 asks for If-None-Match (`W/"x"`
 * matches `"x"`). The header's length is checked before it is split; no pattern runs on it.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header || header.length > MAX_IF_NONE_MATCH_LENGTH) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || (t.startsWith("W/") ? t.slice(2) : t) === etag;
  });
}
