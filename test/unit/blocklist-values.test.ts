import { expect } from "chai";
import { addressIsListed, canonicalAddressEntry, canonicalEmailEntry, emailEntryCandidates } from "../../server/modules/abuse/blocklist-values";

describe("blocklist values: canonical forms and matching (pure)", () => {
  it("reads e-mail entries as an exact address or a whole @domain, lower case", () => {
    expect(canonicalEmailEntry(" Ada@Example.COM ")).to.equal("ada@example.com");
    expect(canonicalEmailEntry("@Mailinator.com")).to.equal("@mailinator.com");
    for (const bad of ["mailinator.com", "@", "@localhost", "a@b", "a b@example.com", `${"a".repeat(200)}@example.com`, "@-bad-.com"]) {
      expect(canonicalEmailEntry(bad), bad).to.equal(null);
    }
  });

  it("an e-mail is matched by itself, its domain and every parent domain", () => {
    expect(emailEntryCandidates("Bob@Mx.Mailinator.com")).to.deep.equal(["bob@mx.mailinator.com", "@mx.mailinator.com", "@mailinator.com"]);
  });

  it("writes addresses and ranges canonically, clearing host bits, and refuses too wide a range", () => {
    const cases: Array<[string, string | null]> = [
      ["203.0.113.7", "203.0.113.7"],
      ["198.51.100.77/24", "198.51.100.0/24"],
      ["10.1.2.3/32", "10.1.2.3"],
      ["10.0.0.0/7", null],
      ["2001:DB8:0:0::1", "2001:db8::1"],
      ["2001:db8:abcd:12::/32", "2001:db8::/32"],
      ["2001:db8::/15", null],
      ["::ffff:203.0.113.9", "203.0.113.9"],
      ["::ffff:203.0.113.9/120", "203.0.113.0/24"],
      ["fe80::1%eth0", null],
      ["300.1.1.1", null],
      ["1.2.3.4/abc", null],
      ["example.com", null],
    ];
    for (const [raw, canonical] of cases) expect(canonicalAddressEntry(raw), raw).to.equal(canonical);
  });

  it("matches a client address, IPv4-mapped ones included, against addresses and ranges", () => {
    const entries = ["203.0.113.7", "198.51.100.0/24", "2001:db8::/32"];
    expect(addressIsListed(entries, "203.0.113.7")).to.equal(true);
    expect(addressIsListed(entries, "203.0.113.8")).to.equal(false);
    expect(addressIsListed(entries, "198.51.100.200")).to.equal(true);
    expect(addressIsListed(entries, "::ffff:198.51.100.1")).to.equal(true);
    expect(addressIsListed(entries, "2001:db8:ffff::1")).to.equal(true);
    expect(addressIsListed(entries, "2001:db9::1")).to.equal(false);
    expect(addressIsListed([], "203.0.113.7")).to.equal(false);
    expect(addressIsListed(entries, "not an address")).to.equal(false);
  });
});
