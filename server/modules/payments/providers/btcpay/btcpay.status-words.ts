import type { StatusWords } from "../provider";

/**
 * BTCPay Server's webhook event types and Greenfield invoice statuses. A webhook is only a hint:
 * InvoiceSettled is credited after reading the invoice back and finding it Settled.
 */
export const BTCPAY_STATUS_WORDS: StatusWords = {
  InvoiceCreated: "pending",
  InvoiceReceivedPayment: "pending",
  InvoicePaymentSettled: "pending",
  InvoiceProcessing: "pending",
  InvoiceSettled: "paid",
  InvoiceExpired: "cancelled",
  InvoiceInvalid: "failed",
  New: "pending",
  Processing: "pending",
  Settled: "paid",
  Expired: "cancelled",
  Invalid: "failed",
};
