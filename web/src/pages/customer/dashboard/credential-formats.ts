export interface Credential {
  username: string;
  password: string;
  email: string;
  emailPassword: string;
}

/** The two copy formats of the spec; several accounts are joined one per line. */
export const fullLine = (a: Credential) => `${a.email}:${a.emailPassword}:${a.username}:${a.password}`;
export const loginLine = (a: Credential) => `${a.username}:${a.password}`;
/** The stock upload's order (common/stock-lines.ts), in which products describe their lines. */
export const uploadLine = (a: Credential) => `${a.username}:${a.password}:${a.email}:${a.emailPassword}`;
export const lines = (accounts: Credential[], format: (a: Credential) => string) => accounts.map(format).join("\n");

/** Every line format a buyer can copy or download, named by its exact pattern: the spec's two, then the upload order. */
export const CREDENTIAL_FORMATS = [
  { id: "full", pattern: "email:emailpass:username:password", line: fullLine },
  { id: "login", pattern: "username:password", line: loginLine },
  { id: "upload", pattern: "username:password:email:emailpass", line: uploadLine },
] as const;
export type CredentialFormat = (typeof CREDENTIAL_FORMATS)[number];

/** The .csv download's columns: the page's own column names, in the upload order (the stock upload reads this header back). */
export const CSV_HEADER = ["Username", "Password", "Email", "Email Pass"];

/** RFC 4180 quoting; values stay exactly as delivered (no formula guard: a password may start with "=" or "-"). */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A pack as CSV: the header, then one row per account, CRLF line ends. */
export function csvOf(accounts: Credential[]): string {
  const rows = [CSV_HEADER, ...accounts.map((a) => [a.username, a.password, a.email, a.emailPassword])];
  return rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
