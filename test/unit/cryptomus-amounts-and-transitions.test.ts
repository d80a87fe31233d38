import { expect } from "chai";
import { amountToCents, centsToAmount } from "../../server/modules/payments/amount";
import { decideTransition, type StatusReport } from "../../server/modules/payments/payment-transition";

const invoice = { status: "pending", creditedAt: null, amountCents: 1500, currency: "USD" };
const report = (overrides: Partial<StatusReport> = {}): StatusReport => ({
  status: "paid",
  isFinal: true,
  amount: "15.00",
  amountCents: 1500,
  currency: "USD",
  ...overrides,
});

describe("Cryptomus amounts", () => {
  it("formats cents as the provider's decimal string", () => {
    expect(centsToAmount(1234)).to.equal("12.34");
    expect(centsToAmount(5)).to.equal("0.05");
    expect(centsToAmount(1_000_000)).to.equal("10000.00");
  });

  it("reads decimal strings into exact cents, trailing zeros allowed", () => {
    expect(amountToCents("12.34")).to.equal(1234);
    expect(amountToCents("12.34000000")).to.equal(1234);
    expect(amountToCents("12")).to.equal(1200);
    expect(amountToCents("0.1")).to.equal(10);
  });

  it("refuses fractions of a cent, signs, exponents and non-strings", () => {
    for (const bad of ["12.345", "-1.00", "1e3", "", "12.", 12.34, null]) expect(amountToCents(bad), String(bad)).to.equal(null);
  });
});

describe("payment status transitions", () => {
  it("credits a final paid report that matches the invoice", () => {
    expect(decideTransition(invoice, report(), "not_needed")).to.include({ status: "paid", credit: true });
    expect(decideTransition(invoice, report({ status: "paid_over" }), "confirmed")).to.include({ status: "paid", credit: true });
  });

  it("never credits a payment twice", () => {
    expect(decideTransition({ ...invoice, status: "paid", creditedAt: new Date() }, report(), "not_needed")).to.include({ credit: false, status: "paid" });
  });

  it("waits for is_final before crediting", () => {
    expect(decideTransition(invoice, report({ isFinal: false }), "not_needed")).to.include({ credit: false, status: "pending" });
  });

  it("sends a report whose amount or currency differs from the invoice to review", () => {
    expect(decideTransition(invoice, report({ amount: "150.00", amountCents: 15000 }), "not_needed")).to.include({ credit: false, status: "needs_review" });
    expect(decideTransition(invoice, report({ currency: "EUR" }), "not_needed")).to.include({ credit: false, status: "needs_review" });
  });

  it("sends money for a deleted account to review, even on a payment still pending from before the deletion rule", () => {
    const gone = { ...invoice, buyerDeleted: true };
    for (const payment of [gone, { ...gone, status: "cancelled" }]) {
      expect(decideTransition(payment, report(), "not_needed")).to.deep.equal({
        status: "needs_review",
        credit: false,
        outcome: "needs review: paid after the buyer's account was deleted",
      });
    }
    expect(decideTransition({ ...gone, status: "needs_review" }, report(), "not_needed")).to.include({ credit: false, status: "needs_review" });
  });

  it("sends a paid report that payment/info contradicts to review", () => {
    expect(decideTransition(invoice, report(), "contradicted")).to.include({ credit: false, status: "needs_review" });
  });

  it("sends wrong_amount and a late paid after cancel or fail to review", () => {
    expect(decideTransition(invoice, report({ status: "wrong_amount" }), "not_needed")).to.include({ credit: false, status: "needs_review" });
    expect(decideTransition({ ...invoice, status: "cancelled" }, report(), "not_needed")).to.include({ credit: false, status: "needs_review" });
    expect(decideTransition({ ...invoice, status: "failed" }, report(), "not_needed")).to.include({ credit: false, status: "needs_review" });
  });

  it("maps cancel and fail to our statuses and keeps pending statuses pending", () => {
    expect(decideTransition(invoice, report({ status: "cancel" }), "not_needed").status).to.equal("cancelled");
    expect(decideTransition(invoice, report({ status: "system_fail" }), "not_needed").status).to.equal("failed");
    expect(decideTransition(invoice, report({ status: "check", isFinal: false }), "not_needed").status).to.equal("pending");
    expect(decideTransition(invoice, report({ status: "confirm_check", isFinal: false }), "not_needed").status).to.equal("pending");
  });

  it("leaves a rejected payment rejected whatever arrives", () => {
    expect(decideTransition({ ...invoice, status: "rejected" }, report(), "not_needed")).to.include({ credit: false, status: "rejected" });
  });
});
