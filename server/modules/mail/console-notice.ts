import type { Config } from "../../config";

/**
 * A boxed block on stdout for the operator of a fresh install (outbox e-mails, the admin setup
 * link). Printed only when the log level shows info, so test runs stay quiet.
 */
export function printConsoleNotice(config: Config, title: string, lines: string[]): void {
  if (config.logLevel !== "info" && config.logLevel !== "debug") return;
  const body = [title, "", ...lines];
  const width = Math.min(100, Math.max(...body.map((l) => l.length)));
  const rule = "=".repeat(width + 4);
  console.log([rule, ...body.map((l) => `| ${l.padEnd(width)} |`), rule].join("\n"));
}
