import { expect } from "chai";
import { coolDownMs } from "../../server/modules/orders/hold-bounds";

// The address a hold counts against is clientAddressKey's (test/unit/ip-address.test.ts).
describe("stock holds: the cool-down", () => {
  it("waits nothing after one unpaid reservation, then a minute, doubling, at most an hour", () => {
    expect([0, 1, 2, 3, 4, 7, 8, 20].map((n) => coolDownMs(n) / 60_000)).to.deep.equal([0, 0, 1, 2, 4, 32, 60, 60]);
  });
});
