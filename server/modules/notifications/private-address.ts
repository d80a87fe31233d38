import net from "node:net";
import { embeddedIpv4, ipv6Groups, isIpv4Mapped } from "../../ip-address";

/**
 * IPv4 ranges an outbound webhook must not reach: loopback, private, link-local, unspecified,
 * and blocks no public receiver lives in (benchmarking, multicast, reserved, broadcast).
 */
const blockedV4 = new net.BlockList();
blockedV4.addSubnet("0.0.0.0", 8, "ipv4");
blockedV4.addSubnet("127.0.0.0", 8, "ipv4");
blockedV4.addSubnet("10.0.0.0", 8, "ipv4");
blockedV4.addSubnet("172.16.0.0", 12, "ipv4");
blockedV4.addSubnet("192.168.0.0", 16, "ipv4");
blockedV4.addSubnet("169.254.0.0", 16, "ipv4");
blockedV4.addSubnet("100.64.0.0", 10, "ipv4"); // carrier-grade NAT: inside someone's network too
blockedV4.addSubnet("198.18.0.0", 15, "ipv4"); // benchmarking: used for lab networks
blockedV4.addSubnet("224.0.0.0", 4, "ipv4"); // multicast
blockedV4.addSubnet("240.0.0.0", 4, "ipv4"); // reserved, and 255.255.255.255 broadcast

/**
 * IPv6 ranges refused whatever follows. The forms that embed an IPv4 address (compatible,
 * NAT64, 6to4, SIIT, Teredo) are refused outright rather than decoded: a gateway turns them into
 * an IPv4 connection we cannot see, and an operator who needs one sets allowPrivateTargets.
 */
const blockedV6 = new net.BlockList();
blockedV6.addSubnet("::", 96, "ipv6"); // unspecified, loopback and IPv4-compatible
blockedV6.addSubnet("::ffff:0:0:0", 96, "ipv6"); // SIIT IPv4-translated
blockedV6.addSubnet("64:ff9b::", 96, "ipv6"); // NAT64 well-known prefix
blockedV6.addSubnet("64:ff9b:1::", 48, "ipv6"); // NAT64 local-use prefix
blockedV6.addSubnet("2002::", 16, "ipv6"); // 6to4
blockedV6.addSubnet("2001::", 32, "ipv6"); // Teredo
blockedV6.addSubnet("fc00::", 7, "ipv6"); // unique local
blockedV6.addSubnet("fe80::", 10, "ipv6"); // link-local
blockedV6.addSubnet("fec0::", 10, "ipv6"); // deprecated site-local, still routed inside some networks
blockedV6.addSubnet("ff00::", 8, "ipv6"); // multicast

const MAX_ADDRESS_LENGTH = 100;

/**
 * Whether an IP address (v4, or v6 in any notation: compressed, expanded, dotted tail, brackets,
 * zone id) lies in a range an outbound webhook must not reach. Anything that is not an address is refused.
 */
export function isPrivateAddress(address: string): boolean {
  if (address.length > MAX_ADDRESS_LENGTH) return true;
  const unbracketed = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (net.isIPv4(unbracketed)) return blockedV4.check(unbracketed, "ipv4");
  // A zone id names the local interface to leave by; the address itself decides the range.
  const bare = unbracketed.replace(/%[^%]*$/, "");
  if (!net.isIPv6(bare)) return true;
  const groups = ipv6Groups(bare);
  if (isIpv4Mapped(groups)) return blockedV4.check(embeddedIpv4(groups), "ipv4");
  return blockedV6.check(groups.map((g) => g.toString(16)).join(":"), "ipv6");
}
