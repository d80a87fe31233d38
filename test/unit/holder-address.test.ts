import { expect } from "chai";
import { coolDownMs, holderAddress } from "../../server/modules/orders/hold-bounds";

describe("stock holds: the address a hold counts against, and the cool-down", () => {
  it("keeps IPv4 as is, unwraps an IPv4-mapped IPv6 address, and counts IPv6 by its /64", () => {
    expect(holderAddress("203.0.113.7")).to.equal("203.0.113.7");
    expect(holderAddress("::ffff:203.0.113.7")).to.equal("203.0.113.7");
    expect(holderAddress("2001:db8:1:2:aaaa::1")).to.equal("2001:db8:1:2::/64");
    expect(holderAddress("2001:DB8:1:2:bbbb:cccc:dddd:eeee")).to.equal("2001:db8:1:2::/64");
    expect(holderAddress("2001:db8::1")).to.equal("2001:db8:0:0::/64");
    expect(holderAddress("::1")).to.equal("0:0:0:0::/64");
    expect(holderAddress("x".repeat(200))).to.have.length(64);
  });

  it("waits nothing after one unpaid reservation, then a minute, doubling, at most an hour", () => {
    expect([0, 1, 2, 3, 4, 7, 8, 20].map((n) => coolDownMs(n) / 60_000)).to.deep.equal([0, 0, 1, 2, 4, 32, 60, 60]);
  });
});
