import { expect } from "chai";
import { topUpFeeCents } from "../../server/modules/payments/top-up-fee";

describe("top-up fee", () => {
  it("adds a percentage in hundredths of a percent, rounded up to the cent, and a fixed amount", () => {
    expect(topUpFeeCents(1000, 250, 30)).to.equal(55);
    expect(topUpFeeCents(1001, 250, 0)).to.equal(26); // 25.025 cents rounds up
    expect(topUpFeeCents(1000, 0, 0)).to.equal(0);
    expect(topUpFeeCents(1_000_000, 5000, 1_000_000)).to.equal(1_500_000);
  });
});
