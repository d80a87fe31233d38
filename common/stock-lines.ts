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

/** Why a line was refused: not four parts, an empty part, a part too long, or (in a CSV) a cell holding a colon. */
export type StockLineProblem = "parts" | "empty" | "tooLong" | "colon";

export interface RefusedStockLine {
  /** 1-based, counted in the text as given (blank lines and a CSV header included). */
  lineNumber: number;
  /** The line as it was, to put back for fixing. */
  text: string;
  problem: StockLineProblem;
  /** How many parts the line has (for "parts"). */
  parts: number;
}

export interface ParsedStockLines {
  accounts: StockLine[];
  /** Non-blank lines that were dropped (wrong number of parts, empty or too long parts). */
  skippedLines: number;
  /** Each dropped line, in order, with its number and why. */
  refused: RefusedStockLine[];
  /** A CSV's header row, so refused rows given back for fixing still read as that CSV. */
  header?: string;
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

function checkLine(parts: string[]): StockLine | StockLineProblem {
  if (parts.length !== 4) return "parts";
  const values = parts.map((p) => p.trim());
  if (values.some((v) => v === "")) return "empty";
  if (values.some((v) => v.includes(":"))) return "colon";
  if (values.some((v) => v.length > MAX_STOCK_FIELD_LENGTH)) return "tooLong";
  const [username, password, email, emailPassword] = values;
  return { username, password, email, emailPassword };
}

/** One `username:password:email:emailpass` line, or null when it is not exactly that. */
export function parseStockLine(line: string): StockLine | null {
  const checked = checkLine(line.split(":"));
  return typeof checked === "string" ? null : checked;
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
  const start = columns ? firstIndex + 1 : 0;
  const accounts: StockLine[] = [];
  const refused: RefusedStockLine[] = [];
  for (let i = start; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === "") continue;
    const cells = columns ? splitCsvRow(line) : line.split(":");
    const checked = checkLine(columns ? FIELDS.map((f) => cells[columns[f]] ?? "") : cells);
    if (typeof checked !== "string") accounts.push(checked);
    else refused.push({ lineNumber: i + 1, text: line, problem: checked, parts: cells.length });
  }
  return { accounts, skippedLines: refused.length, refused, ...(columns ? { header: lines[firstIndex] } : {}) };
}
