import path from "node:path";

/**
 * Every setting the server reads, with its documented default. The README's
 * configuration table is written from this list, so a new variable is added here first.
 */
export interface ConfigVariable {
  env: string;
  doc: string;
  default: string;
}

export const configVariables: ConfigVariable[] = [
  { env: "PORT", doc: "HTTP port", default: "3000" },
  { env: "HOST", doc: "Address to listen on", default: "0.0.0.0" },
  { env: "NODE_ENV", doc: "`production` hides error details and serves the built client", default: "development" },
  { env: "PUBLIC_BASE_URL", doc: "Public address of the shop, used in e-mailed links and payment callbacks", default: "http://localhost:{PORT}" },
  { env: "DATA_DIR", doc: "Folder for the SQLite database and generated key files", default: "./data" },
  { env: "DATABASE_URL", doc: "`mysql://user:pass@host:3306/db` (MySQL 8) or `mariadb://…` (MariaDB 10.11+); unset means SQLite", default: "SQLite file `{DATA_DIR}/bia.sqlite`" },
  { env: "DATABASE_POOL_SIZE", doc: "Connections per app process on MySQL/MariaDB", default: "10" },
  { env: "ENCRYPTION_KEY", doc: "32-byte key (base64 or 64 hex chars) for secrets at rest", default: "generated into `{DATA_DIR}/encryption.key`" },
  { env: "ENCRYPTION_PREVIOUS_KEYS", doc: "Comma-separated earlier keys that stay readable during a key rotation (see `npm run keys:rotate`)", default: "none" },
  { env: "JWT_SECRET", doc: "Secret that signs session cookies (at least 32 chars); set the same value on every instance", default: "generated into `{DATA_DIR}/jwt.secret`" },
  { env: "SESSION_COOKIE_SECURE", doc: "`true` marks the session cookie Secure (serve over HTTPS)", default: "true when PUBLIC_BASE_URL is https" },
  { env: "TRUST_PROXY", doc: "Express `trust proxy` value (e.g. `1` behind one reverse proxy)", default: "false" },
  { env: "SMTP_HOST", doc: "SMTP server; unset keeps mail in the outbox (printed to the log, listed for admins)", default: "unset" },
  { env: "SMTP_PORT", doc: "SMTP port", default: "587" },
  { env: "SMTP_SECURE", doc: "`true` for implicit TLS (port 465)", default: "false" },
  { env: "SMTP_USER", doc: "SMTP user name", default: "unset" },
  { env: "SMTP_PASS", doc: "SMTP password", default: "unset" },
  { env: "MAIL_FROM", doc: "Sender address of e-mails", default: "BIA <no-reply@localhost>" },
  { env: "WEB_DIST_DIR", doc: "Built client served by the server", default: "./web/dist" },
  { env: "SOFTWARE_ARCHIVE_PATH", doc: "File served as the software download on /story-tag", default: "./server/assets/storytag.zip" },
  { env: "METRICS_TOKEN", doc: "Bearer token that /metrics requires; unset means /metrics answers loopback callers only", default: "unset" },
  { env: "LOG_LEVEL", doc: "`debug`, `info`, `warn` or `error`", default: "info" },
  { env: "GRAPHQL_RATE_LIMIT_PER_IP", doc: "GraphQL requests allowed per minute per client IP (0 turns the limit off)", default: "600" },
  { env: "GRAPHQL_RATE_LIMIT_PER_TOKEN", doc: "GraphQL requests allowed per minute per API token (0 turns the limit off)", default: "120" },
  { env: "CRYPTOMUS_API_URL", doc: "Cryptomus API base address (a test points it at a fake server)", default: "https://api.cryptomus.com" },
  { env: "PAYMENT_CONFIRM_WITH_INFO", doc: "`true` asks Cryptomus `/v1/payment/info` to confirm a paid webhook before crediting", default: "true" },
  { env: "PAYMENT_WEBHOOK_IP_ALLOWLIST", doc: "Comma-separated source IPs allowed to post payment webhooks (Cryptomus sends from 91.227.144.54); honours TRUST_PROXY", default: "empty (any source)" },
  { env: "PAYMENT_SANDBOX", doc: "`true` lets the offline sandbox take top-ups (it credits balance without real money); `auto` allows it except when NODE_ENV=production", default: "auto" },
  { env: "SANDBOX_PAYMENT_KEY", doc: "Key that signs the sandbox provider's webhooks (at least 32 chars)", default: "generated into `{DATA_DIR}/sandbox-payment.key`" },
  { env: "LICENSE_SIGNING_KEY", doc: "Ed25519 private key (PKCS8 PEM, or its DER as base64) that signs licence-check answers; set the same key on every instance", default: "generated into `{DATA_DIR}/license-signing.key`" },
  { env: "LICENSE_CHECK_RATE_LIMIT", doc: "Licence checks allowed per minute per client IP (REST shim and GraphQL)", default: "60" },
];

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

export interface Config {
  port: number;
  host: string;
  production: boolean;
  publicBaseUrl: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "mysql" | "mariadb"; url: string; poolSize: number };
  encryptionKey?: Buffer;
  previousEncryptionKeys: Buffer[];
  jwtSecret?: string;
  cookieSecure: boolean;
  trustProxy: boolean | number | string;
  smtp?: SmtpConfig;
  mailFrom: string;
  webDistDir: string;
  softwareArchivePath: string;
  logLevel: "debug" | "info" | "warn" | "error";
  metricsToken?: string;
  graphqlRateLimit: { perIpPerMinute: number; perTokenPerMinute: number };
  payments: PaymentsConfig;
  licenseSigningKey?: string;
  licenseCheckRateLimitPerMinute: number;
}

export interface PaymentsConfig {
  cryptomusApiUrl: string;
  confirmWithInfo: boolean;
  /** Empty means webhooks are accepted from any source address. */
  webhookIpAllowlist: string[];
  sandboxKey?: string;
  /** Whether the offline sandbox may take top-ups (it credits balance without real money). */
  sandboxAllowed: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join("\n  - ")}`);
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment once; every bad value is reported, not just the first. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const str = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === "" ? undefined : v.trim();
  };
  const int = (name: string, def: number, min: number, max: number) => {
    const raw = str(name);
    if (raw === undefined) return def;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return def;
    }
    return n;
  };
  const bool = (name: string, def: boolean) => {
    const raw = str(name);
    if (raw === undefined) return def;
    if (/^(true|1|yes)$/i.test(raw)) return true;
    if (/^(false|0|no)$/i.test(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return def;
  };

  const port = int("PORT", 3000, 0, 65535);
  const nodeEnv = str("NODE_ENV") ?? "development";
  const dataDir = path.resolve(str("DATA_DIR") ?? "./data");

  let publicBaseUrl = str("PUBLIC_BASE_URL") ?? `http://localhost:${port}`;
  try {
    const u = new URL(publicBaseUrl);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error();
    publicBaseUrl = publicBaseUrl.replace(/\/+$/, "");
  } catch {
    problems.push(`PUBLIC_BASE_URL must be an http(s) URL (got "${publicBaseUrl}")`);
  }

  let database: Config["database"] = { kind: "sqlite", file: path.join(dataDir, "bia.sqlite") };
  const dbUrl = str("DATABASE_URL");
  if (dbUrl) {
    const m = /^(mysql|mariadb):\/\//.exec(dbUrl);
    if (!m) problems.push(`DATABASE_URL must start with mysql:// or mariadb:// (or be unset for SQLite)`);
    else database = { kind: m[1] as "mysql" | "mariadb", url: dbUrl, poolSize: int("DATABASE_POOL_SIZE", 10, 1, 500) };
  }

  const aesKey = (raw: string) => (/^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, "hex") : Buffer.from(raw, "base64"));

  let encryptionKey: Buffer | undefined;
  const rawKey = str("ENCRYPTION_KEY");
  if (rawKey) {
    encryptionKey = aesKey(rawKey);
    if (encryptionKey.length !== 32) problems.push("ENCRYPTION_KEY must be 32 bytes, as base64 or 64 hex characters");
  }

  const previousEncryptionKeys: Buffer[] = [];
  for (const raw of (str("ENCRYPTION_PREVIOUS_KEYS") ?? "").split(",").map((k) => k.trim()).filter(Boolean)) {
    const key = aesKey(raw);
    if (key.length !== 32) problems.push("each ENCRYPTION_PREVIOUS_KEYS entry must be 32 bytes, as base64 or 64 hex characters");
    else previousEncryptionKeys.push(key);
  }

  const jwtSecret = str("JWT_SECRET");
  if (jwtSecret !== undefined && jwtSecret.length < 32) problems.push("JWT_SECRET must be at least 32 characters");

  let trustProxy: Config["trustProxy"] = false;
  const tp = str("TRUST_PROXY");
  if (tp !== undefined) {
    if (/^(true|false)$/i.test(tp)) trustProxy = tp.toLowerCase() === "true";
    else if (/^\d+$/.test(tp)) trustProxy = Number(tp);
    else trustProxy = tp;
  }

  let smtp: SmtpConfig | undefined;
  const smtpHost = str("SMTP_HOST");
  if (smtpHost) {
    smtp = {
      host: smtpHost,
      port: int("SMTP_PORT", 587, 1, 65535),
      secure: bool("SMTP_SECURE", false),
      user: str("SMTP_USER"),
      pass: str("SMTP_PASS"),
    };
  }

  const graphqlRateLimit = {
    perIpPerMinute: int("GRAPHQL_RATE_LIMIT_PER_IP", 600, 0, 1_000_000_000),
    perTokenPerMinute: int("GRAPHQL_RATE_LIMIT_PER_TOKEN", 120, 0, 1_000_000_000),
  };

  const logLevel = (str("LOG_LEVEL") ?? "info") as Config["logLevel"];
  if (!["debug", "info", "warn", "error"].includes(logLevel)) problems.push(`LOG_LEVEL must be debug, info, warn or error (got "${logLevel}")`);

  const cookieSecure = bool("SESSION_COOKIE_SECURE", publicBaseUrl.startsWith("https:"));

  const licenseCheckRateLimitPerMinute = int("LICENSE_CHECK_RATE_LIMIT", 60, 1, 1_000_000_000);

  let cryptomusApiUrl = str("CRYPTOMUS_API_URL") ?? "https://api.cryptomus.com";
  try {
    if (!/^https?:$/.test(new URL(cryptomusApiUrl).protocol)) throw new Error();
    cryptomusApiUrl = cryptomusApiUrl.replace(/\/+$/, "");
  } catch {
    problems.push(`CRYPTOMUS_API_URL must be an http(s) URL (got "${cryptomusApiUrl}")`);
  }
  const sandboxMode = (str("PAYMENT_SANDBOX") ?? "auto").toLowerCase();
  if (!["auto", "true", "false"].includes(sandboxMode)) problems.push(`PAYMENT_SANDBOX must be auto, true or false (got "${sandboxMode}")`);
  const sandboxKey = str("SANDBOX_PAYMENT_KEY");
  if (sandboxKey !== undefined && sandboxKey.length < 32) problems.push("SANDBOX_PAYMENT_KEY must be at least 32 characters");
  const payments: PaymentsConfig = {
    cryptomusApiUrl,
    confirmWithInfo: bool("PAYMENT_CONFIRM_WITH_INFO", true),
    webhookIpAllowlist: (str("PAYMENT_WEBHOOK_IP_ALLOWLIST") ?? "").split(",").map((ip) => ip.trim()).filter(Boolean),
    sandboxKey,
    sandboxAllowed: sandboxMode === "auto" ? nodeEnv !== "production" : sandboxMode === "true",
  };

  if (problems.length) throw new ConfigError(problems);
  return {
    port,
    host: str("HOST") ?? "0.0.0.0",
    production: nodeEnv === "production",
    publicBaseUrl,
    dataDir,
    database,
    encryptionKey,
    previousEncryptionKeys,
    jwtSecret,
    cookieSecure,
    trustProxy,
    smtp,
    mailFrom: str("MAIL_FROM") ?? "BIA <no-reply@localhost>",
    webDistDir: path.resolve(str("WEB_DIST_DIR") ?? "./web/dist"),
    softwareArchivePath: path.resolve(str("SOFTWARE_ARCHIVE_PATH") ?? "./server/assets/storytag.zip"),
    logLevel,
    metricsToken: str("METRICS_TOKEN"),
    graphqlRateLimit,
    payments,
    licenseSigningKey: str("LICENSE_SIGNING_KEY"),
    licenseCheckRateLimitPerMinute,
  };
}
