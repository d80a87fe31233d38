import {
  EMPTY_UPLOAD_MESSAGE,
  formatStockLine,
  NO_VALID_LINES_MESSAGE,
  parseStockLines,
  STOCK_UPLOAD_CHUNK_SIZE,
  type RefusedStockLine,
} from "@common/stock-lines";

// The server's own parser, imported rather than copied, so the page can never disagree with it.
export { LARGE_UPLOAD_THRESHOLD } from "@common/stock-lines";
export type { RefusedStockLine } from "@common/stock-lines";

export interface PreparedUpload {
  /** Chunks of `username:password:email:emailpass` lines, at most STOCK_UPLOAD_CHUNK_SIZE each. */
  chunks: string[][];
  accounts: number;
  /** Non-blank lines dropped before sending. */
  skippedLines: number;
  refused: RefusedStockLine[];
  /** The refused lines as text to put back in the box for fixing (a CSV's header first), or "". */
  refusedText: string;
}

function refusedText(refused: RefusedStockLine[], header: string | undefined): string {
  if (refused.length === 0) return "";
  return [...(header ? [header] : []), ...refused.map((r) => r.text)].join("\n");
}

/** Parses the pasted text or file content, or returns the spec's message for why there is nothing to send (with the refused lines). */
export function prepareUpload(text: string): PreparedUpload | { error: string; refused: RefusedStockLine[]; refusedText: string } {
  if (text.trim() === "") return { error: EMPTY_UPLOAD_MESSAGE, refused: [], refusedText: "" };
  const { accounts, skippedLines, refused, header } = parseStockLines(text);
  if (accounts.length === 0) return { error: NO_VALID_LINES_MESSAGE, refused, refusedText: refusedText(refused, header) };
  const lines = accounts.map(formatStockLine);
  const chunks: string[][] = [];
  for (let i = 0; i < lines.length; i += STOCK_UPLOAD_CHUNK_SIZE) chunks.push(lines.slice(i, i + STOCK_UPLOAD_CHUNK_SIZE));
  return { chunks, accounts: accounts.length, skippedLines, refused, refusedText: refusedText(refused, header) };
}

export interface UploadSummary {
  /** Lines the page accepted and sent. */
  accepted: number;
  added: number;
  skippedInvalid: number;
  skippedDuplicates: number;
  failedChunks: number;
}
