import net from "node:net";

/** The eight 16-bit groups of a valid IPv6 address, with `::` expanded and a dotted tail turned into two groups. */
export function ipv6Groups(address: string): number[] {
  const lastColon = address.lastIndexOf(":");
  const last = address.slice(lastColon + 1);
  const dotted = last.includes(".") ? last.split(".").map(Number) : null;
  const hex = dotted
    ? `${address.slice(0, lastColon + 1)}${((dotted[0] << 8) | dotted[1]).toString(16)}:${((dotted[2] << 8) | dotted[3]).toString(16)}`
    : address;
  const [head, tail] = hex.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const before = parse(head);
  if (tail === undefined) return before;
  const after = parse(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** ::ffff:0:0/96, where the host's own stack speaks IPv4. */
export function isIpv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
}

export function embeddedIpv4(groups: number[]): string {
  const [hi, lo] = [groups[6], groups[7]];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/**
 * Who a per-address rule counts a caller as: an IPv4 address as is (also in its IPv4-mapped IPv6
 * form), an IPv6 address by its /64, since one subscriber is routed a whole /64 and could
 * otherwise take a new address for every request. Anything else is kept as given (at most 64
 * characters), so it still counts against itself.
 */
export function clientAddressKey(ip: string): string {
  const bare = ip.replace(/%[^%]*$/, "");
  if (net.isIPv4(bare)) return bare;
  if (!net.isIPv6(bare)) return ip.slice(0, 64);
  const groups = ipv6Groups(bare);
  if (isIpv4Mapped(groups)) return embeddedIpv4(groups);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
