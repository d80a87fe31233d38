import { logShows } from "../../log";
import { escapeControlCharacters } from "../../printable";

/**
 * A boxed block on stdout for the operator of a fresh install (outbox e-mails, the admin setup
 * link). Printed only when the log level shows info, so test runs stay quiet.
 */
export function printConsoleNotice(title: string, lines: string[]): void {
  if (!logShows("info")) return;
  // Mail text carries what customers typed: an escape sequence must be seen here, not run by the terminal.
  const body = [title, "", ...lines].map(escapeControlCharacters);
  const width = Math.min(100, Math.max(...body.map((l) => l.length)));
  const rule = "=".repeat(width + 4);
  console.log([rule, ...body.map((l) => `| ${l.padEnd(width)} |`), rule].join("\n"));
}
