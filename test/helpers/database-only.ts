import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { testDbKind, type TestDbKind } from "./test-server";

/**
 * Whether a file's tests run on this suite's database. When they do not, the file is recorded
 * in $TEST_SKIPS_FILE so that test/run-all.ts names it in the summary: a whole file that
 * silently registers nothing would otherwise look like a smaller, green suite.
 */
export function runsOnlyOn(kind: TestDbKind, fileUrl: string, why: string): boolean {
  if (testDbKind() === kind) return true;
  const skipsFile = process.env.TEST_SKIPS_FILE;
  const file = path.relative(process.cwd(), fileURLToPath(fileUrl));
  if (skipsFile) fs.appendFileSync(skipsFile, `${JSON.stringify({ file, why: `${kind} only: ${why}` })}\n`);
  return false;
}
