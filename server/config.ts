import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Every setting the server reads, with its documented default. The configuration
 * table of docs/configuration.md is written from this list (`npm run docs:config`), so a new variable is added here first.
 */
export interface ConfigVariable {
  env: string;
  doc: string;
  default: string;
}

export const configVariables: ConfigVariable[] = [
  { env: "PORT", doc: "HTTP port", default: "3000" },
  { env: "HOST", doc: "Address to listen on", default: "0.0.0.0" },
  {
    env: "NODE_ENV",
    doc: "`production` hides error details from callers and keeps the payment sandbox off unless PAYMENT_SANDBOX=true; `npm run dev` sets `development`",
    default: "production",
  },
  { env: "PUBLIC_BASE_URL", doc: "Public address of the shop, used in e-mailed links and payment callbacks", default: "http://localhost:{PORT}" },
  { env: "DATA_DIR", doc: "Folder for the SQLite database and generated key files", default: "./data" },
  {
    env: "DATABASE_URL",
    doc: "`mysql://user:pass@host:3306/db` (MySQL 8) or `mariadb://…` (MariaDB 10.11+); unset means SQLite",
    default: "SQLite file `{DATA_DIR}/bia.sqlite`",
  },
  {
    env: "RUNNING_SHOPS_DIR",
    doc: "Folder where a started shop notes its data folder, database and address while it runs, so that `npm run admin:create` and the other commands find it",
    default: "`$XDG_STATE_HOME/bia-marketplace/running` (`~/.local/state/…`)",
  },
  { env: "DATABASE_POOL_SIZE", doc: "Connections per app process on MySQL/MariaDB", default: "10" },
  {
    env: "WEB_CONCURRENCY",
    doc: "Worker processes `npm start` runs (node:cluster, one port); jobs and the first-start banner run once, in the primary. SQLite allows only 1: writes from several processes are not proven safe",
    default: "the number of cores on MySQL/MariaDB; 1 on SQLite",
  },
  { env: "ENCRYPTION_KEY", doc: "32-byte key (base64 or 64 hex chars) for secrets at rest", default: "generated into `{DATA_DIR}/encryption.key`" },
  {
    env: "ENCRYPTION_PREVIOUS_KEYS",
    doc: "Comma-separated earlier keys that stay readable during a key rotation (see `npm run keys:rotate`)",
    default: "none",
  },
  {
    env: "JWT_SECRET",
    doc: "Secret that signs session cookies (at least 32 chars); set the same value on every instance",
    default: "generated into `{DATA_DIR}/jwt.secret`",
  },
  { env: "SESSION_COOKIE_SECURE", doc: "`true` marks the session cookie Secure (serve over HTTPS)", default: "true when PUBLIC_BASE_URL is https" },
  {
    env: "TRUST_PROXY",
    doc: "Reverse proxies whose `X-Forwarded-For` is believed: a hop count (`1` behind one proxy) or their addresses (`loopback`, `10.0.0.0/8`, comma-separated). `true` is refused: it would let any caller choose its address. Set, it also makes /metrics require METRICS_TOKEN",
    default: "false",
  },
  { env: "SMTP_HOST", doc: "SMTP server; unset keeps mail in the outbox (printed to the log, listed for admins)", default: "unset" },
  { env: "SMTP_PORT", doc: "SMTP port", default: "587" },
  { env: "SMTP_SECURE", doc: "`true` for implicit TLS (port 465)", default: "false" },
  { env: "SMTP_USER", doc: "SMTP user name", default: "unset" },
  { env: "SMTP_PASS", doc: "SMTP password", default: "unset" },
  { env: "MAIL_FROM", doc: "Sender address of e-mails", default: "the shop's name <no-reply@localhost>" },
  { env: "WEB_DIST_DIR", doc: "Built client served by the server", default: "./web/dist" },
  {
    env: "SOFTWARE_ARCHIVE_PATH",
    doc: "File served as the software download on /story-tag; an admin uploads it in Settings → Software",
    default: "`{DATA_DIR}/software/storytag.zip`",
  },
  { env: "METRICS_TOKEN", doc: "Bearer token that /metrics requires; unset means /metrics answers loopback callers only", default: "unset" },
  { env: "LOG_LEVEL", doc: "`debug`, `info`, `warn` or `error`", default: "info" },
  { env: "GRAPHQL_RATE_LIMIT_PER_IP", doc: "GraphQL requests allowed per minute per client IP (0 turns the limit off)", default: "600" },
  { env: "GRAPHQL_RATE_LIMIT_PER_TOKEN", doc: "GraphQL requests allowed per minute per API token (0 turns the limit off)", default: "120" },
  {
    env: "GRAPHQL_READS_PER_TURN",
    doc: "GraphQL reads one process starts per turn of its event loop (every visitor request, and customers' and API tokens' queries; not their mutations, not admins); the rest wait for the next turns, so a burst of reads never stalls the probes, the licence check or a purchase",
    default: "1 on SQLite (its reads run whole inside one callback), 16 on MySQL/MariaDB",
  },
  { env: "CRYPTOMUS_API_URL", doc: "Cryptomus API base address (a test points it at a fake server)", default: "https://api.cryptomus.com" },
  { env: "STRIPE_API_URL", doc: "Stripe API base address (a test points it at a fake server)", default: "https://api.stripe.com" },
  { env: "PAYMENT_CONFIRM_WITH_INFO", doc: "`true` asks Cryptomus `/v1/payment/info` to confirm a paid webhook before crediting", default: "true" },
  {
    env: "PAYMENT_WEBHOOK_IP_ALLOWLIST",
    doc: "Comma-separated source IPs allowed to post payment webhooks (Cryptomus sends from 91.227.144.54); honours TRUST_PROXY",
    default: "empty (any source)",
  },
  {
    env: "PAYMENT_WEBHOOK_RATE_LIMIT",
    doc: "Payment webhook posts allowed per minute per source address (the resolved client address, see TRUST_PROXY)",
    default: "300",
  },
  {
    env: "PAYMENT_REFUSED_EVENT_RETENTION_DAYS",
    doc: "Days a refused payment webhook (bad signature, unknown order, wrong source) is kept before the daily job deletes it",
    default: "30",
  },
  {
    env: "PAYMENT_SANDBOX",
    doc: "`true` turns on test mode: the offline sandbox takes top-ups (it credits balance without real money) and every page says so; `auto` allows it except when NODE_ENV=production",
    default: "auto",
  },
  {
    env: "SANDBOX_PAYMENT_KEY",
    doc: "Key that signs the sandbox provider's webhooks (at least 32 chars)",
    default: "generated into `{DATA_DIR}/sandbox-payment.key`",
  },
  {
    env: "LICENSE_SIGNING_KEY",
    doc: "Ed25519 private key (PKCS8 PEM, or its DER as base64) that signs licence-check answers; set the same key on every instance",
    default: "generated into `{DATA_DIR}/license-signing.key`",
  },
  {
    env: "WEBHOOK_ALLOW_PRIVATE_TARGETS",
    doc: "`true` lets outbound webhooks reach private, loopback and link-local addresses (tests and closed networks only)",
    default: "false",
  },
  {
    env: "WEBHOOK_RETRY_BASE_MS",
    doc: "First retry delay of a failed webhook delivery, Telegram alert or refused e-mail; each further retry waits twice as long, at most an hour",
    default: "30000",
  },
  {
    env: "WEBHOOK_RETRY_WINDOW_SECONDS",
    doc: "How long a failing delivery is retried before its endpoint is disabled and its owner told by e-mail (Telegram alerts and refused e-mails are retried as long, then given up)",
    default: "86400 (24 h)",
  },
  { env: "TELEGRAM_API_URL", doc: "Telegram Bot API base address for admin alerts (a test points it at a fake server)", default: "https://api.telegram.org" },
  {
    env: "SOFTWARE_VERSION_MAX_MB",
    doc: "Largest software version file an admin can upload for a licence product (megabytes, at most 2047); the file streams to `{DATA_DIR}/software-versions` while it is hashed",
    default: "256",
  },
  { env: "LICENSE_CHECK_RATE_LIMIT", doc: "Licence checks allowed per minute per client IP (REST shim and GraphQL)", default: "60" },
  {
    env: "LICENSE_FILE_DAYS",
    doc: "Days an offline licence file stays valid from its issue (never past the licence's own expiry and grace); 1 to 3650",
    default: "30",
  },
  {
    env: "COUPON_CHECK_RATE_LIMIT",
    doc: "Coupon checks (quotes and purchases with a code) allowed per minute per client IP; 0 turns the limit off",
    default: "30",
  },
  {
    env: "CHALLENGE_AFTER_PER_ADDRESS",
    doc: "Attempts of one protected action (registration; guest checkout and order lookups) from one client address (an IPv6 /64 counts as one) within CHALLENGE_WINDOW_SECONDS that pass without a proof-of-work challenge; later ones must carry a solved one. 0 asks every time",
    default: "5",
  },
  {
    env: "CHALLENGE_AFTER_PER_EMAIL",
    doc: "The same, counted per e-mail address the attempts name, from any client address",
    default: "3",
  },
  { env: "CHALLENGE_WINDOW_SECONDS", doc: "The window the two counts above are kept for", default: "600" },
  {
    env: "CHALLENGE_MAX_NUMBER",
    doc: "Difficulty of the proof-of-work challenge: the largest secret number; a browser tries half of it on average (at 100,000: about 0.5 s on one desktop core, an estimated 1 s on a current phone)",
    default: "100000",
  },
  { env: "CHALLENGE_TTL_SECONDS", doc: "How long an issued challenge can be answered (each one once)", default: "300" },
];

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

/** Read once at start and frozen: nothing changes the configuration of a running app. */
export type Config = DeepReadonly<ConfigValues>;

type DeepReadonly<T> = { readonly [K in keyof T]: T[K] extends Buffer ? T[K] : T[K] extends object ? DeepReadonly<T[K]> : T[K] };

interface ConfigValues {
  port: number;
  host: string;
  production: boolean;
  publicBaseUrl: string;
  dataDir: string;
  /** Where running shops note themselves (server/running-shops.ts). */
  runningShopsDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "mysql" | "mariadb"; url: string; poolSize: number };
  /** Worker processes server/main.ts forks; 1 serves from the main process itself. */
  webConcurrency: number;
  encryptionKey?: Buffer;
  previousEncryptionKeys: Buffer[];
  jwtSecret?: string;
  cookieSecure: boolean;
  /** false, a hop count, or the proxies' addresses (Express `trust proxy` semantics); never `true`. */
  trustProxy: false | number | string[];
  smtp?: SmtpConfig;
  /** Null: the shop's name (a setting, so read when sending) at no-reply@localhost. */
  mailFrom: string | null;
  webDistDir: string;
  softwareArchivePath: string;
  /** Largest upload of a licence product's software version, in bytes. */
  softwareVersionMaxBytes: number;
  logLevel: "debug" | "info" | "warn" | "error";
  metricsToken?: string;
  graphqlRateLimit: { perIpPerMinute: number; perTokenPerMinute: number };
  graphqlReadsPerTurn: number;
  payments: PaymentsConfig;
  /** Where the providers configured in Settings → Payment are reached when the address is not a setting. */
  paymentProviders: { stripeApiUrl: string };
  licenseSigningKey?: string;
  licenseCheckRateLimitPerMinute: number;
  /** How long an offline licence file is valid from its issue, at most (see offline-license-file.ts). */
  licenseFileDays: number;
  /** 0 = off. */
  couponCheckRateLimitPerMinute: number;
  webhooks: WebhooksConfig;
  challenge: ChallengeConfig;
}

/** When a protected public action must carry a solved proof-of-work challenge, and how hard it is. */
export interface ChallengeConfig {
  /** Attempts per window that pass without a challenge; 0 asks every time. */
  freePerAddress: number;
  freePerEmail: number;
  windowSeconds: number;
  maxNumber: number;
  ttlSeconds: number;
}

export interface WebhooksConfig {
  allowPrivateTargets: boolean;
  retryBaseMs: number;
  retryWindowSeconds: number;
  telegramApiUrl: string;
}

export interface PaymentsConfig {
  cryptomusApiUrl: string;
  confirmWithInfo: boolean;
  /** Empty means webhooks are accepted from any source address. */
  webhookIpAllowlist: string[];
  webhookRateLimitPerMinute: number;
  refusedEventRetentionDays: number;
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
  // Production unless told otherwise: a shop started without NODE_ENV must not show stack traces or take free top-ups.
  const nodeEnv = str("NODE_ENV") ?? "production";
  const dataDir = path.resolve(str("DATA_DIR") ?? "./data");

  let publicBaseUrl = str("PUBLIC_BASE_URL") ?? `http://localhost:${port}`;
  try {
    const u = new URL(publicBaseUrl);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error();
    publicBaseUrl = withoutTrailingSlashes(publicBaseUrl);
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

  const webConcurrency = int("WEB_CONCURRENCY", database.kind === "sqlite" ? 1 : os.availableParallelism(), 1, 256);
  if (database.kind === "sqlite" && webConcurrency > 1) {
    problems.push("WEB_CONCURRENCY above 1 needs MySQL/MariaDB (DATABASE_URL): SQLite writes from several processes are not proven safe");
  }

  const aesKey = (raw: string) => (/^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, "hex") : Buffer.from(raw, "base64"));

  let encryptionKey: Buffer | undefined;
  const rawKey = str("ENCRYPTION_KEY");
  if (rawKey) {
    encryptionKey = aesKey(rawKey);
    if (encryptionKey.length !== 32) problems.push("ENCRYPTION_KEY must be 32 bytes, as base64 or 64 hex characters");
  }

  const previousEncryptionKeys: Buffer[] = [];
  for (const raw of (str("ENCRYPTION_PREVIOUS_KEYS") ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean)) {
    const key = aesKey(raw);
    if (key.length !== 32) problems.push("each ENCRYPTION_PREVIOUS_KEYS entry must be 32 bytes, as base64 or 64 hex characters");
    else previousEncryptionKeys.push(key);
  }

  const jwtSecret = str("JWT_SECRET");
  if (jwtSecret !== undefined && jwtSecret.length < 32) problems.push("JWT_SECRET must be at least 32 characters");

  const trustProxy = readTrustProxy(str("TRUST_PROXY"), problems);

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

  const graphqlReadsPerTurn = int("GRAPHQL_READS_PER_TURN", database.kind === "sqlite" ? 1 : 16, 1, 10_000);

  const logLevel = (str("LOG_LEVEL") ?? "info") as Config["logLevel"];
  if (!["debug", "info", "warn", "error"].includes(logLevel)) problems.push(`LOG_LEVEL must be debug, info, warn or error (got "${logLevel}")`);

  const cookieSecure = bool("SESSION_COOKIE_SECURE", publicBaseUrl.startsWith("https:"));

  const softwareVersionMaxBytes = int("SOFTWARE_VERSION_MAX_MB", 256, 1, 2047) * 1024 * 1024;
  const licenseCheckRateLimitPerMinute = int("LICENSE_CHECK_RATE_LIMIT", 60, 1, 1_000_000_000);
  const licenseFileDays = int("LICENSE_FILE_DAYS", 30, 1, 3650);
  const couponCheckRateLimitPerMinute = int("COUPON_CHECK_RATE_LIMIT", 30, 0, 1_000_000_000);

  let cryptomusApiUrl = str("CRYPTOMUS_API_URL") ?? "https://api.cryptomus.com";
  try {
    if (!/^https?:$/.test(new URL(cryptomusApiUrl).protocol)) throw new Error();
    cryptomusApiUrl = withoutTrailingSlashes(cryptomusApiUrl);
  } catch {
    problems.push(`CRYPTOMUS_API_URL must be an http(s) URL (got "${cryptomusApiUrl}")`);
  }
  const stripeApiUrl = str("STRIPE_API_URL") ?? "https://api.stripe.com";
  if (!URL.canParse(stripeApiUrl) || !/^https?:$/.test(new URL(stripeApiUrl).protocol))
    problems.push(`STRIPE_API_URL must be an http(s) URL (got "${stripeApiUrl}")`);
  const sandboxMode = (str("PAYMENT_SANDBOX") ?? "auto").toLowerCase();
  if (!["auto", "true", "false"].includes(sandboxMode)) problems.push(`PAYMENT_SANDBOX must be auto, true or false (got "${sandboxMode}")`);
  const sandboxKey = str("SANDBOX_PAYMENT_KEY");
  if (sandboxKey !== undefined && sandboxKey.length < 32) problems.push("SANDBOX_PAYMENT_KEY must be at least 32 characters");
  const payments: PaymentsConfig = {
    cryptomusApiUrl,
    confirmWithInfo: bool("PAYMENT_CONFIRM_WITH_INFO", true),
    webhookIpAllowlist: (str("PAYMENT_WEBHOOK_IP_ALLOWLIST") ?? "")
      .split(",")
      .map((ip) => ip.trim())
      .filter(Boolean),
    webhookRateLimitPerMinute: int("PAYMENT_WEBHOOK_RATE_LIMIT", 300, 1, 1_000_000_000),
    refusedEventRetentionDays: int("PAYMENT_REFUSED_EVENT_RETENTION_DAYS", 30, 1, 3650),
    sandboxKey,
    sandboxAllowed: sandboxMode === "auto" ? nodeEnv !== "production" : sandboxMode === "true",
  };

  const webhooks: WebhooksConfig = {
    allowPrivateTargets: bool("WEBHOOK_ALLOW_PRIVATE_TARGETS", false),
    retryBaseMs: int("WEBHOOK_RETRY_BASE_MS", 30_000, 10, 3_600_000),
    retryWindowSeconds: int("WEBHOOK_RETRY_WINDOW_SECONDS", 86_400, 1, 30 * 86_400),
    telegramApiUrl: withoutTrailingSlashes(str("TELEGRAM_API_URL") ?? "https://api.telegram.org"),
  };
  if (!/^https?:\/\//.test(webhooks.telegramApiUrl)) problems.push(`TELEGRAM_API_URL must be an http(s) URL (got "${webhooks.telegramApiUrl}")`);

  const challenge: ChallengeConfig = {
    freePerAddress: int("CHALLENGE_AFTER_PER_ADDRESS", 5, 0, 1_000_000),
    freePerEmail: int("CHALLENGE_AFTER_PER_EMAIL", 3, 0, 1_000_000),
    windowSeconds: int("CHALLENGE_WINDOW_SECONDS", 600, 60, 86_400),
    maxNumber: int("CHALLENGE_MAX_NUMBER", 100_000, 1_000, 10_000_000),
    ttlSeconds: int("CHALLENGE_TTL_SECONDS", 300, 30, 3_600),
  };

  if (problems.length) throw new ConfigError(problems);
  return deepFreeze<ConfigValues>({
    port,
    host: str("HOST") ?? "0.0.0.0",
    production: nodeEnv === "production",
    publicBaseUrl,
    dataDir,
    runningShopsDir: path.resolve(
      str("RUNNING_SHOPS_DIR") ?? path.join(str("XDG_STATE_HOME") ?? path.join(os.homedir(), ".local", "state"), "bia-marketplace", "running"),
    ),
    database,
    webConcurrency,
    encryptionKey,
    previousEncryptionKeys,
    jwtSecret,
    cookieSecure,
    trustProxy,
    smtp,
    mailFrom: str("MAIL_FROM") ?? null,
    webDistDir: path.resolve(str("WEB_DIST_DIR") ?? "./web/dist"),
    softwareArchivePath: path.resolve(str("SOFTWARE_ARCHIVE_PATH") ?? path.join(dataDir, "software", "storytag.zip")),
    softwareVersionMaxBytes,
    logLevel,
    metricsToken: str("METRICS_TOKEN"),
    graphqlRateLimit,
    graphqlReadsPerTurn,
    payments,
    paymentProviders: { stripeApiUrl },
    licenseSigningKey: str("LICENSE_SIGNING_KEY"),
    licenseCheckRateLimitPerMinute,
    licenseFileDays,
    couponCheckRateLimitPerMinute,
    webhooks,
    challenge,
  });
}

/** Buffers (key material) stay as they are: a typed array with elements cannot be frozen. */
function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === "object" && !ArrayBuffer.isView(inner)) deepFreeze(inner);
  return Object.freeze(value);
}

/** A loop rather than /\/+$/, which backtracks quadratically on a long run of slashes. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}

const PROXY_ADDRESS_NAMES = ["loopback", "linklocal", "uniquelocal"];

/**
 * TRUST_PROXY as Express reads `trust proxy`, minus `true`: trusting every hop lets a caller write
 * its own address into X-Forwarded-For and pass every per-address limit and the webhook allowlist.
 */
function readTrustProxy(raw: string | undefined, problems: string[]): Config["trustProxy"] {
  if (raw === undefined || /^(false|0)$/i.test(raw)) return false;
  if (/^true$/i.test(raw)) {
    problems.push(
      "TRUST_PROXY=true would believe X-Forwarded-For from anyone, so any caller could pick its address; set the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. loopback or 10.0.0.0/8)",
    );
    return false;
  }
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const entries = raw
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length || entries.length === 0) {
    problems.push(
      `TRUST_PROXY must be a hop count or comma-separated proxy addresses (IP, IP/prefix, loopback, linklocal, uniquelocal); not understood: "${bad.join(", ") || raw}"`,
    );
    return false;
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (entry.length > 64) return false;
  if (PROXY_ADDRESS_NAMES.includes(entry)) return true;
  const [ip, prefix, ...rest] = entry.split("/");
  const family = net.isIP(ip);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
