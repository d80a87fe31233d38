import { expect } from "chai";
import { clientAddressKey } from "../../server/ip-address";

describe("clientAddressKey: who a per-address rule counts a caller as", () => {
  const cases: Array<[string, string]> = [
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["2001:db8:77:5:abcd::1", "2001:db8:77:5::/64"],
    ["2001:0DB8:0077:0005:0000:0000:0000:0001", "2001:db8:77:5::/64"],
    ["2001:db8:77:5::2", "2001:db8:77:5::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ];
  for (const [ip, key] of cases) it(`${ip} → ${key}`, () => expect(clientAddressKey(ip)).to.equal(key));
});
