/**
 * Text that people typed, made safe to print where its invisible characters would act: a
 * terminal runs escape sequences, an e-mail line break starts a new line the shop did not
 * write, a bidirectional override reorders what the reader sees. Each pattern is a single
 * character class, linear on any input.
 */

import { INVISIBLE_CONTROL } from "../common/control-characters";

export { hasControlCharacters, INVISIBLE_CONTROL } from "../common/control-characters";

const INVISIBLE_CONTROL_ALL = new RegExp(INVISIBLE_CONTROL.source, "g");

/** For an operator's terminal: each control character shown as its \u escape, so it is seen and not run. */
export function escapeControlCharacters(text: string): string {
  return text.replace(INVISIBLE_CONTROL_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** For one line of an e-mail (a subject, a greeting): control characters become spaces, so the text stays on its line. */
export function oneLine(text: string): string {
  return text.replace(INVISIBLE_CONTROL_ALL, " ");
}
