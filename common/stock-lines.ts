/**
 * The bulk-upload format, shared by the server (which re-checks every line it receives) and
 * the admin page (which parses the pasted text or the dropped file before sending chunks).
 * Pure: no server imports, so the web client can import it as is.
 */

export const STOCK_UPLOAD_CHUNK_SIZE = 1000;
export const LARGE_UPLOAD_THRESHOLD = 5000;
/** Usernames and emails are varchar(255); longer values could only fail the whole chunk. */
export const MAX_STOCK_FIELD_LENGTH = 255;

export const EMPTY_UPLOAD_MESSAGE = "Please paste account data or upload a file";
export const NO_VALID_LINES_MESSAGE = "No valid account data found. Format: username:password:email:emailpass";

export interface StockLine {
  username: string;
  password: string;
  email: string;
  emailPassword: string;
}

export interface ParsedStockLines {
  accounts: StockLine[];
  /** Non-blank lines that were dropped (wrong number of parts, empty or too long parts). */
  skippedLines: number;
}

type StockField = keyof StockLine;

/** Our column names and the original shop's, so an export from it can be imported unchanged. */
const HEADER_NAMES: Record<string, StockField> = {
  username: "username",
  "instagram username": "username",
  password: "password",
  "instagram password": "password",
  email: "email",
  "email pass": "emailPassword",
  "email-password": "emailPassword",
  "email password": "emailPassword",
};

const FIELDS: StockField[] = ["username", "password", "email", "emailPassword"];

function validLine(parts: string[]): StockLine | null {
  if (parts.length !== 4) return null;
  const values = parts.map((p) => p.trim());
  if (values.some((v) => v === "" || v.includes(":") || v.length > MAX_STOCK_FIELD_LENGTH)) return null;
  const [username, password, email, emailPassword] = values;
  return { username, password, email, emailPassword };
}

/** One `username:password:email:emailpass` line, or null when it is not exactly that. */
export function parseStockLine(line: string): StockLine | null {
  return validLine(line.split(":"));
}

/** The line a chunk sends for one account. */
export function formatStockLine(a: StockLine): string {
  return `${a.username}:${a.password}:${a.email}:${a.emailPassword}`;
}

/** Comma-separated cells; a cell in double quotes may hold commas and `""` for a quote. */
export function splitCsvRow(row: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const ch = row[i];
    if (quoted) {
      if (ch === '"' && row[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** Column index of each field when `row` is a header naming all four, else null. */
function csvColumns(row: string): Record<StockField, number> | null {
  if (!row.includes(",")) return null;
  const columns: Partial<Record<StockField, number>> = {};
  splitCsvRow(row).forEach((cell, index) => {
    const field = HEADER_NAMES[cell.trim().toLowerCase()];
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return FIELDS.every((f) => columns[f] !== undefined) ? (columns as Record<StockField, number>) : null;
}

/**
 * Parses pasted text or a file's content: colon lines, or a CSV whose first non-blank row is
 * a header with our column names or the original shop's (other columns are ignored).
 */
export function parseStockLines(text: string): ParsedStockLines {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const firstIndex = lines.findIndex((l) => l.trim() !== "");
  const columns = firstIndex >= 0 ? csvColumns(lines[firstIndex]) : null;
  const body = columns ? lines.slice(firstIndex + 1) : lines;
  const accounts: StockLine[] = [];
  let skippedLines = 0;
  for (const line of body) {
    if (line.trim() === "") continue;
    let account: StockLine | null;
    if (columns) {
      const cells = splitCsvRow(line);
      account = validLine(FIELDS.map((f) => cells[columns[f]] ?? ""));
    } else {
      account = parseStockLine(line);
    }
    if (account) accounts.push(account);
    else skippedLines++;
  }
  return { accounts, skippedLines };
}
