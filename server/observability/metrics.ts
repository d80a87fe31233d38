import client from "prom-client";

/**
 * Prometheus metrics of this process. One registry per process: several app instances in one
 * test process share it, as they would share a process-level scrape.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpRequests = new client.Counter({
  name: "bia_http_requests_total",
  help: "HTTP requests by route and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: "bia_http_request_duration_seconds",
  help: "HTTP request latency by route",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const balanceChanges = new client.Counter({
  name: "bia_balance_changes_total",
  help: "Committed balance changes by kind (purchase = a purchase debit, topup = a credited top-up)",
  labelNames: ["kind"] as const,
  registers: [registry],
});

export const balanceChangeCents = new client.Counter({
  name: "bia_balance_change_cents_total",
  help: "Absolute cents moved by committed balance changes, by kind",
  labelNames: ["kind"] as const,
  registers: [registry],
});

export const licenseChecks = new client.Counter({
  name: "bia_license_checks_total",
  help: "Licence checks answered, by status",
  labelNames: ["status"] as const,
  registers: [registry],
});

export const transactionRetries = new client.Counter({
  name: "bia_db_transaction_retries_total",
  help: "MySQL/MariaDB transactions run again after a deadlock, a lock wait timeout or (on Galera) a certification conflict at commit, by error code",
  labelNames: ["code"] as const,
  registers: [registry],
});

/** Read live from the database of the app instance that answers the scrape (metricsRouter). */
export const availableStock = new client.Gauge({
  name: "bia_available_stock",
  help: "Stock accounts available to buy",
  registers: [registry],
});
