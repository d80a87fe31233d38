import { expect } from "chai";
import { isPrivateAddress } from "../../server/modules/notifications/private-address";

/** Each row: an address as a resolver or a URL may spell it, and whether a webhook may reach it. */
const refused: [string, string][] = [
  ["benchmarking 198.18/15, low end", "198.18.0.1"],
  ["benchmarking 198.18/15, high end", "198.19.255.254"],
  ["multicast", "224.0.0.1"],
  ["multicast, top", "239.255.255.250"],
  ["reserved 240/4", "240.0.0.1"],
  ["broadcast", "255.255.255.255"],
  ["IPv4-compatible, dotted", "::127.0.0.1"],
  ["IPv4-compatible, public IPv4 inside", "::8.8.8.8"],
  ["IPv4-compatible, hex", "::7f00:1"],
  ["IPv4-compatible, expanded", "0000:0000:0000:0000:0000:0000:0808:0808"],
  ["NAT64 well-known, dotted", "64:ff9b::127.0.0.1"],
  ["NAT64 well-known, public IPv4 inside", "64:ff9b::8.8.8.8"],
  ["NAT64 well-known, hex, upper case", "64:FF9B::7F00:1"],
  ["NAT64 well-known, expanded", "0064:ff9b:0000:0000:0000:0000:0a00:0001"],
  ["NAT64 local-use", "64:ff9b:1::a00:1"],
  ["NAT64 local-use, dotted, bracketed", "[64:ff9b:1:ffff::10.0.0.1]"],
  ["6to4 of loopback", "2002:7f00:1::1"],
  ["6to4 of a public address", "2002:808:808::1"],
  ["6to4, expanded upper case", "2002:C0A8:0001:0000:0000:0000:0000:0001"],
  ["SIIT translated, dotted", "::ffff:0:127.0.0.1"],
  ["SIIT translated, hex", "::ffff:0:808:808"],
  ["SIIT translated, expanded", "0:0:0:0:ffff:0:a9fe:a9fe"],
  ["Teredo", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
  ["site-local", "fec0::1"],
  ["site-local, top of range", "feff:ffff::1"],
  ["IPv6 multicast", "ff02::1"],
  ["link-local with a zone id", "fe80::1%eth0"],
  ["link-local with a zone id, bracketed", "[fe80::1%25en0]"],
  ["loopback, expanded", "0:0:0:0:0:0:0:1"],
  ["loopback, fully padded", "0000:0000:0000:0000:0000:0000:0000:0001"],
  ["loopback with a zone id", "::1%lo"],
  ["mapped loopback, expanded", "0:0:0:0:0:ffff:127.0.0.1"],
  ["mapped loopback, expanded hex, upper case", "0000:0000:0000:0000:0000:FFFF:7F00:0001"],
  ["mapped multicast", "::ffff:224.0.0.1"],
  ["mapped benchmarking, bracketed", "[::ffff:198.18.0.1]"],
  ["unique local, upper case", "FD00::1"],
  ["an address with an empty zone id", "fe80::1%"],
  ["a name, not an address", "example.com"],
  ["IPv4 with leading zeros", "0127.0.0.1"],
  ["a very long string", "1:".repeat(200)],
];

const allowed: [string, string][] = [
  ["public IPv4 below 198.18/15", "198.17.255.255"],
  ["public IPv4 above 198.18/15", "198.20.0.1"],
  ["public IPv4 below multicast", "223.255.255.255"],
  ["public IPv6, compressed", "2606:4700:4700::1111"],
  ["public IPv6, expanded upper case", "2606:4700:4700:0000:0000:0000:0000:1111"],
  ["public IPv6, bracketed", "[2a00:1450:4001:80b::200e]"],
  ["public IPv6 with a zone id", "2606:4700:4700::1111%eth0"],
  ["mapped public IPv4, dotted", "::ffff:8.8.8.8"],
  ["mapped public IPv4, expanded", "0:0:0:0:0:ffff:808:808"],
  ["just past 6to4", "2003::1"],
  ["just past NAT64 local-use", "64:ff9b:2::1"],
  ["public IPv6 next to Teredo", "2001:4860:4860::8888"],
];

describe("the outbound address guard (isPrivateAddress)", () => {
  for (const [what, address] of refused) {
    it(`refuses ${what}: ${address.slice(0, 40)}`, () => {
      expect(isPrivateAddress(address), address).to.equal(true);
    });
  }
  for (const [what, address] of allowed) {
    it(`lets through ${what}: ${address}`, () => {
      expect(isPrivateAddress(address), address).to.equal(false);
    });
  }
});
