/** The escape character of every LIKE search; `!` because `\` means different things in SQLite and MySQL string literals. */
export const LIKE_ESCAPE = "!";

/**
 * A `%…%` pattern that matches `term` literally: the user's `%`, `_` and `!` are escaped, so
 * a search for "a_b" finds only "a_b". Use with `LOWER(col) LIKE LOWER(:q) ESCAPE '!'`.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[!%_]/g, (ch) => LIKE_ESCAPE + ch)}%`;
}
