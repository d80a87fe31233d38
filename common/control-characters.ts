/** C0 and C1 control characters (line breaks and ESC among them), line and paragraph separators, bidirectional overrides and isolates: a single character class, linear on any input. */
export const INVISIBLE_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export function hasControlCharacters(text: string): boolean {
  return INVISIBLE_CONTROL.test(text);
}
