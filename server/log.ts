import pino from "pino";
import pinoPretty from "pino-pretty";

/**
 * Structured JSON logs (pino), one line per event. Fields that could hold secrets are
 * redacted by name wherever they appear, as a second line of defence: callers never pass
 * passwords, tokens or keys on purpose. In a terminal the same events are printed as
 * coloured lines for a person; piped or redirected (a service manager, a log collector) they
 * stay JSON, as pino users expect.
 */
type Level = "debug" | "info" | "warn" | "error";

const REDACT = [
  "password",
  "*.password",
  "newPassword",
  "*.newPassword",
  "currentPassword",
  "*.currentPassword",
  "token",
  "*.token",
  "apiKey",
  "*.apiKey",
  "secret",
  "*.secret",
  "headers.cookie",
  "*.headers.cookie",
  "headers.authorization",
  "*.headers.authorization",
  // TypeORM's QueryFailedError carries the statement's parameters (e-mail addresses, hashes).
  "err.parameters",
  "*.err.parameters",
  "err.driverError.sql",
  "*.err.driverError.sql",
];

const prettyForTerminal = process.stdout.isTTY ? pinoPretty({ sync: true, colorize: true, translateTime: "SYS:HH:MM:ss.l", singleLine: true }) : undefined;

const logger = pino(
  {
    level: (["debug", "info", "warn", "error"] as const).includes(process.env.LOG_LEVEL as Level) ? process.env.LOG_LEVEL : "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT, censor: "[redacted]" },
    serializers: { err: pino.stdSerializers.err },
  },
  prettyForTerminal,
);

export function setLogLevel(level: Level): void {
  logger.level = level;
}

/** Whether messages of `level` are shown now (the level is process-wide, set at start). */
export function logShows(level: Level): boolean {
  return logger.isLevelEnabled(level);
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => logger.debug(fields ?? {}, msg),
  info: (msg: string, fields?: Record<string, unknown>) => logger.info(fields ?? {}, msg),
  warn: (msg: string, fields?: Record<string, unknown>) => logger.warn(fields ?? {}, msg),
  error: (msg: string, fields?: Record<string, unknown>) => logger.error(fields ?? {}, msg),
};
