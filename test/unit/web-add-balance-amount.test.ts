import { expect } from "chai";
import { formatCents } from "../../web/src/lib/money";
import { amountToCents, isAmountDraft } from "../../web/src/pages/customer/add-balance/amount";

describe("add-balance amount (client)", () => {
  describe("amountToCents", () => {
    it("turns dollars with up to two decimals into exact integer cents", () => {
      expect(amountToCents("12.34")).to.equal(1234);
      expect(amountToCents("0.10")).to.equal(10);
      expect(amountToCents("0.1")).to.equal(10);
      expect(amountToCents("0.01")).to.equal(1);
      expect(amountToCents("25")).to.equal(2500);
      expect(amountToCents("25.")).to.equal(2500);
      expect(amountToCents("007.50")).to.equal(750);
      // 1.15 and 4.35 are not exact in floating point; parsing must not multiply a float by 100.
      expect(amountToCents("1.15")).to.equal(115);
      expect(amountToCents("4.35")).to.equal(435);
    });

    it("accepts what the box lets a person type with the leading zero left out", () => {
      expect(amountToCents(".5")).to.equal(50);
      expect(amountToCents(".05")).to.equal(5);
    });

    it("ignores spaces around the amount", () => {
      expect(amountToCents("  12.5 \t")).to.equal(1250);
    });

    it("refuses more than two decimals instead of rounding", () => {
      expect(amountToCents("12.345")).to.equal(null);
      expect(amountToCents("0.001")).to.equal(null);
    });

    it("refuses zero, negative, empty and non-numeric amounts", () => {
      for (const text of ["0", "0.00", ".0", "-5", "-0.01", "", "   ", ".", "+5", "abc", "12,50", "1 000", "$10", "0x10", "Infinity", "NaN"]) {
        expect(amountToCents(text), JSON.stringify(text)).to.equal(null);
      }
    });

    it("refuses exponent notation and amounts too large to count exactly in cents", () => {
      expect(amountToCents("1e21")).to.equal(null);
      expect(amountToCents("1E3")).to.equal(null);
      expect(amountToCents("1000000000000000000000")).to.equal(null);
      expect(amountToCents("90071992547409.92")).to.equal(null);
      expect(amountToCents("90071992547409.91")).to.equal(Number.MAX_SAFE_INTEGER);
    });

    it("reads only ASCII digits", () => {
      expect(amountToCents("١٢")).to.equal(null);
      expect(amountToCents("１２")).to.equal(null);
    });
  });

  describe("isAmountDraft (what the box accepts while typing)", () => {
    it("lets a person type up to seven digits and two decimals, one character at a time", () => {
      for (const text of ["", "1", "12", "12.", "12.3", "12.34", ".", ".5", "9999999.99"]) expect(isAmountDraft(text), text).to.equal(true);
    });

    it("blocks a third decimal, an eighth digit, signs, letters, spaces and exponents", () => {
      for (const text of ["12.345", "12345678", "-1", "+1", "1e5", "1,5", " 1", "1 ", "1..2", "a"]) expect(isAmountDraft(text), text).to.equal(false);
    });

    it("lets every amount the shop writes be typed back and read as the same cents", () => {
      const samples = [...Array.from({ length: 20_000 }, (_, i) => i + 1), 99_999, 100_000, 123_456_789, 999_999_999];
      for (const cents of samples) {
        const written = formatCents(cents);
        expect(isAmountDraft(written), written).to.equal(true);
        expect(amountToCents(written), written).to.equal(cents);
      }
    });
  });
});
