import { EMPTY_UPLOAD_MESSAGE, formatStockLine, NO_VALID_LINES_MESSAGE, parseStockLines, STOCK_UPLOAD_CHUNK_SIZE } from "@common/stock-lines";

// The server's own parser, imported rather than copied, so the page can never disagree with it.
export { LARGE_UPLOAD_THRESHOLD } from "@common/stock-lines";

export interface PreparedUpload {
  /** Chunks of `username:password:email:emailpass` lines, at most STOCK_UPLOAD_CHUNK_SIZE each. */
  chunks: string[][];
  accounts: number;
  /** Non-blank lines dropped before sending. */
  skippedLines: number;
}

/** Parses the pasted text or file content, or returns the spec's message for why there is nothing to send. */
export function prepareUpload(text: string): PreparedUpload | { error: string } {
  if (text.trim() === "") return { error: EMPTY_UPLOAD_MESSAGE };
  const { accounts, skippedLines } = parseStockLines(text);
  if (accounts.length === 0) return { error: NO_VALID_LINES_MESSAGE };
  const lines = accounts.map(formatStockLine);
  const chunks: string[][] = [];
  for (let i = 0; i < lines.length; i += STOCK_UPLOAD_CHUNK_SIZE) chunks.push(lines.slice(i, i + STOCK_UPLOAD_CHUNK_SIZE));
  return { chunks, accounts: accounts.length, skippedLines };
}

export interface UploadSummary {
  added: number;
  skippedInvalid: number;
  skippedDuplicates: number;
  failedChunks: number;
}
