import { expect } from "chai";
import { decideTransition, type StatusReport } from "../../server/modules/payments/payment-transition";
import { BTCPAY_STATUS_WORDS } from "../../server/modules/payments/providers/btcpay/btcpay.status-words";
import { CRYPTOMUS_STATUS_WORDS } from "../../server/modules/payments/providers/cryptomus/cryptomus.status-words";
import { EPUSDT_STATUS_WORDS } from "../../server/modules/payments/providers/epusdt/epusdt.status-words";
import { meaningOf, type StatusMeaning, type StatusWords } from "../../server/modules/payments/providers/provider";
import { PAYMENT_PROVIDERS } from "../../server/modules/payments/providers/registry";
import { STRIPE_STATUS_WORDS } from "../../server/modules/payments/providers/stripe/stripe.status-words";

const pending = { status: "pending", creditedAt: null, amountCents: 1500, currency: "USD" };
const report = (status: string): StatusReport => ({ status, isFinal: true, amount: "15.00", amountCents: 1500, currency: "USD" });

/** What each of our meanings does to a pending payment whose amount matches. */
const EXPECTED: Record<StatusMeaning, { status: string; credit: boolean }> = {
  paid: { status: "paid", credit: true },
  wrong_amount: { status: "needs_review", credit: false },
  cancelled: { status: "cancelled", credit: false },
  failed: { status: "failed", credit: false },
  pending: { status: "pending", credit: false },
};

/** Every word of every provider's table, written out here so a changed table fails a test. */
const TABLES: Array<[string, StatusWords, Record<string, StatusMeaning>]> = [
  [
    "Cryptomus (and the sandbox)",
    CRYPTOMUS_STATUS_WORDS,
    {
      paid: "paid",
      paid_over: "paid",
      wrong_amount: "wrong_amount",
      process: "pending",
      confirm_check: "pending",
      wrong_amount_waiting: "pending",
      check: "pending",
      fail: "failed",
      system_fail: "failed",
      locked: "failed",
      cancel: "cancelled",
      refund_process: "pending",
      refund_fail: "pending",
      refund_paid: "pending",
    },
  ],
  [
    "Stripe",
    STRIPE_STATUS_WORDS,
    {
      "completed/paid": "paid",
      "completed/unpaid": "pending",
      "completed/no_payment_required": "pending",
      async_payment_succeeded: "paid",
      async_payment_failed: "failed",
      expired: "cancelled",
    },
  ],
  [
    "BTCPay Server",
    BTCPAY_STATUS_WORDS,
    {
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
    },
  ],
  ["epusdt", EPUSDT_STATUS_WORDS, { "1": "pending", "2": "paid", "3": "cancelled" }],
];

describe("payment status words, one table per provider", () => {
  for (const [provider, words, expected] of TABLES) {
    describe(provider, () => {
      it("has exactly the words listed here", () => {
        expect(Object.keys(words).sort()).to.deep.equal(Object.keys(expected).sort());
      });
      for (const [word, meaning] of Object.entries(expected)) {
        it(`reads "${word}" as ${meaning}, which makes a pending payment ${EXPECTED[meaning].status}`, () => {
          expect(meaningOf(words, word)).to.equal(meaning);
          expect(decideTransition(pending, report(word), "not_needed", words)).to.include(EXPECTED[meaning]);
        });
      }
      it("reads an unknown word as nothing: recorded, no credit, no failure", () => {
        expect(meaningOf(words, "toString")).to.equal("unknown");
        expect(decideTransition(pending, report("no-such-word"), "not_needed", words)).to.include({ status: "pending", credit: false });
      });
    });
  }

  it("every provider uses one of these tables", () => {
    for (const p of PAYMENT_PROVIDERS) expect(TABLES.map(([, w]) => w)).to.include(p.statusWords);
  });
});
