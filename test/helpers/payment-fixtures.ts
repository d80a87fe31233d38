import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { App } from "../../server/app";
import { LedgerEntry } from "../../server/modules/balance/ledger-entry.entity";
import { Customer } from "../../server/modules/customers/customer.entity";
import { PaymentEvent } from "../../server/modules/payments/payment-event.entity";
import { Payment } from "../../server/modules/payments/payment.entity";
import type { FakeEpusdt } from "./fake-payment-providers";
import type { HttpClient } from "./http-client";

export const WEBHOOK_PATH = "/functions/v1/cryptomus-webhook-handler";

export async function startTopUp(client: HttpClient, amountCents: number): Promise<{ paymentId: string; paymentUrl: string }> {
  const data = await client.ok(`mutation($a: Int!) { createTopUp(amountCents: $a) { paymentId paymentUrl } }`, { a: amountCents });
  return data.createTopUp;
}

export async function postWebhook(client: HttpClient, payload: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const res = await client.request("POST", WEBHOOK_PATH, payload as object, headers);
  return { status: res.status, body: await res.json() };
}

export async function balanceOf(app: App, customerId: string): Promise<number> {
  return (await app.db.manager.getRepository(Customer).findOneByOrFail({ id: customerId })).balanceCents;
}

export function ledgerRowsOf(app: App, paymentId: string): Promise<LedgerEntry[]> {
  return app.db.manager.getRepository(LedgerEntry).findBy({ paymentId });
}

export function paymentRow(app: App, paymentId: string): Promise<Payment> {
  return app.db.manager.getRepository(Payment).findOneByOrFail({ id: paymentId });
}

export function paymentEvents(app: App, paymentId: string | null): Promise<PaymentEvent[]> {
  return app.db.manager.getRepository(PaymentEvent).find({ where: paymentId === null ? {} : { paymentId }, order: { id: "ASC" } });
}

/** Runs `npm run ledger:check`'s script against the test server's database. */
export async function runLedgerCheck(app: App): Promise<{ code: number; output: string }> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: app.config.dataDir, LOG_LEVEL: "error" };
  delete env.DATABASE_URL;
  if (app.config.database.kind !== "sqlite") env.DATABASE_URL = app.config.database.url;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", path.resolve("server/cli/ledger-check.ts")], { env });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, output: (e.stdout ?? "") + (e.stderr ?? "") };
  }
}

/**
 * Reservation rules for tests that reserve most of a small pool from loopback, many times: the
 * stock-hold bounds (share, per hour) have their own tests in test/security/stock-holds.test.ts.
 */
export async function allowLargeHolds(admin: HttpClient, maxPendingReservations = 3): Promise<void> {
  await admin.ok(
    `mutation($max: Int!) { updateReservationSettings(reservationMinutes: 15, maxPendingReservations: $max, holdSharePercent: 100, reservationsPerHour: 1000) { holdSharePercent } }`,
    { max: maxPendingReservations },
  );
}

/** Switches the epusdt provider on against a fake epusdt server, with no fee. */
export async function enableEpusdt(admin: HttpClient, epusdt: FakeEpusdt, opts: { displayName?: string; minAmountCents?: number } = {}): Promise<void> {
  await admin.ok(`mutation($input: PaymentProviderInput!) { updatePaymentProvider(input: $input) { id enabled } }`, {
    input: {
      provider: "epusdt",
      enabled: true,
      displayName: opts.displayName ?? "USDT (TRC-20)",
      sortOrder: 1,
      minAmountCents: opts.minAmountCents ?? 100,
      maxAmountCents: 500_000,
      feeBasisPoints: 0,
      feeFixedCents: 0,
      settings: [
        { key: "apiUrl", value: epusdt.url },
        { key: "currency", value: "USD" },
        { key: "apiToken", value: epusdt.apiToken },
      ],
    },
  });
}
