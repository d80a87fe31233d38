import { expect } from "chai";
import { formatCents } from "../../web/src/lib/money";

describe("client money formatting (formatCents)", () => {
  it("writes integer cents as dollars with exactly two decimals", () => {
    expect(formatCents(1234)).to.equal("12.34");
    expect(formatCents(100)).to.equal("1.00");
    expect(formatCents(10)).to.equal("0.10");
    expect(formatCents(5)).to.equal("0.05");
    expect(formatCents(0)).to.equal("0.00");
  });

  it("keeps the sign of negative amounts in front of the whole amount", () => {
    expect(formatCents(-5)).to.equal("-0.05");
    expect(formatCents(-1234)).to.equal("-12.34");
    expect(formatCents(-0)).to.equal("0.00");
  });

  it("is exact for large balances where dividing by 100 in floating point is not", () => {
    expect(formatCents(Number.MAX_SAFE_INTEGER)).to.equal("90071992547409.91");
    expect(formatCents(2_147_483_647)).to.equal("21474836.47");
    // 1.15 * 100 is 114.99999999999999 in floating point: cents must not go through dollars.
    expect(formatCents(115)).to.equal("1.15");
    expect(formatCents(100_000_001)).to.equal("1000000.01");
  });

  it("drops a fractional cent towards zero instead of rounding it up", () => {
    expect(formatCents(1234.9)).to.equal("12.34");
    expect(formatCents(-1234.9)).to.equal("-12.34");
    expect(formatCents(0.5)).to.equal("0.00");
  });

  it("never prints thousands separators or a currency symbol (the caller adds the $)", () => {
    for (const cents of [0, 99, 123_456_789, -50]) expect(formatCents(cents)).to.match(/^-?\d+\.\d{2}$/);
  });
});
