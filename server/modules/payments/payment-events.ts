import crypto from "node:crypto";
import { LessThan, Like } from "typeorm";
import type { RequestContext } from "../../context";
import { PaymentEvent } from "./payment-event.entity";

export type PaymentEventSource = "create" | "webhook" | "sandbox" | "info" | "admin" | "deletion" | "expiry";

export interface PaymentEventRecord {
  paymentId: string | null;
  source: PaymentEventSource;
  providerStatus?: string | null;
  isFinal?: boolean;
  sourceIp?: string | null;
  outcome: string;
  payload?: unknown;
}

/** MySQL's TEXT holds 64 KB; a report larger than that is kept truncated. */
const MAX_PAYLOAD_CHARS = 60_000;

/** What a refused delivery keeps of its body: enough to recognise it, not enough to fill a disk. */
const REFUSED_SAMPLE_CHARS = 200;
const REFUSED_PREFIX = "rejected:";

/**
 * A refused delivery (outcome `rejected: …`) proved nothing and anyone can send one: it keeps the
 * SHA-256, the size and the first characters of its body. Accepted reports are kept as received.
 */
function storedPayload(event: PaymentEventRecord): string | null {
  if (event.payload === undefined) return null;
  const json = JSON.stringify(event.payload) ?? "null";
  if (!event.outcome.startsWith(REFUSED_PREFIX)) return json.slice(0, MAX_PAYLOAD_CHARS);
  return JSON.stringify({
    refusedPayload: {
      sha256: crypto.createHash("sha256").update(json).digest("hex"),
      bytes: Buffer.byteLength(json),
      sample: json.slice(0, REFUSED_SAMPLE_CHARS),
    },
  });
}

/** One row per status report or decision, so admins can see everything a payment went through. */
export async function recordPaymentEvent(ctx: RequestContext, event: PaymentEventRecord): Promise<void> {
  // updateEntity(false): nothing reads the new row's id, and on SQLite TypeORM would otherwise
  // select the row back after every insert for its generated and default columns.
  await ctx.transaction((tx) =>
    tx.manager
      .createQueryBuilder()
      .insert()
      .into(PaymentEvent)
      .values({
        paymentId: event.paymentId,
        source: event.source,
        providerStatus: event.providerStatus?.slice(0, 32) ?? null,
        isFinal: event.isFinal ?? false,
        sourceIp: event.sourceIp?.slice(0, 64) ?? null,
        outcome: event.outcome.slice(0, 255),
        payload: storedPayload(event),
        createdAt: new Date(),
      })
      .updateEntity(false)
      .execute(),
  );
}

/** Deletes refused deliveries older than the retention period (PAYMENT_REFUSED_EVENT_RETENTION_DAYS). */
export async function pruneRefusedPaymentEvents(ctx: RequestContext, retentionDays: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - retentionDays * 24 * 3600 * 1000);
  return ctx.transaction(async (tx) => {
    const result = await tx.manager.getRepository(PaymentEvent).delete({ outcome: Like(`${REFUSED_PREFIX}%`), createdAt: LessThan(cutoff) });
    return result.affected ?? 0;
  });
}
