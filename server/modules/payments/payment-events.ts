import type { RequestContext } from "../../context";
import { PaymentEvent } from "./payment-event.entity";

export type PaymentEventSource = "create" | "webhook" | "sandbox" | "info" | "admin";

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

/** One row per status report or decision, so admins can see everything a payment went through. */
export async function recordPaymentEvent(ctx: RequestContext, event: PaymentEventRecord): Promise<void> {
  await ctx.transaction((tx) =>
    tx.manager.getRepository(PaymentEvent).insert({
      paymentId: event.paymentId,
      source: event.source,
      providerStatus: event.providerStatus?.slice(0, 32) ?? null,
      isFinal: event.isFinal ?? false,
      sourceIp: event.sourceIp?.slice(0, 64) ?? null,
      outcome: event.outcome.slice(0, 255),
      payload: event.payload === undefined ? null : JSON.stringify(event.payload).slice(0, MAX_PAYLOAD_CHARS),
      createdAt: new Date(),
    }),
  );
}
