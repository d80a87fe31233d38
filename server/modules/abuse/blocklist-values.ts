import net from "node:net";
import { embeddedIpv4, ipv6Groups, isIpv4Mapped } from "../../ip-address";

/** Pure: how blocklist values are read, written canonically and matched. */

export const MAX_BLOCKLIST_VALUE_LENGTH = 191;
export const MAX_BLOCKLIST_NOTE_LENGTH = 255;
/** Shorter prefixes would shut out a large part of the internet by one typo. */
export const MIN_IPV4_PREFIX = 8;
export const MIN_IPV6_PREFIX = 16;

const DOMAIN = /^(?=.{1,190}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Linear: one run of allowed characters, then the domain (checked after the length). */
const LOCAL_PART = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/;

/**
 * An e-mail entry as stored: `ada@example.com` (exact, lower case) or `@example.com` (the
 * domain and its subdomains); null when it is neither.
 */
export function canonicalEmailEntry(raw: string): string | null {
  const value = raw.trim().toLowerCase();
  if (value.length > MAX_BLOCKLIST_VALUE_LENGTH) return null;
  const at = value.lastIndexOf("@");
  if (at < 0) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!DOMAIN.test(domain)) return null;
  if (local === "") return `@${domain}`;
  return LOCAL_PART.test(local) ? `${local}@${domain}` : null;
}

/** The entries that would block `email`: the address itself, its domain and every parent domain (not the bare top-level one). */
export function emailEntryCandidates(email: string): string[] {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf("@");
  if (at < 0) return [value];
  const labels = value.slice(at + 1).split(".");
  const domains = labels.slice(0, -1).map((_, i) => `@${labels.slice(i).join(".")}`);
  return [value, ...domains];
}

/** An address as a BlockList knows it: IPv4-mapped IPv6 as the IPv4 address it carries, zone ids dropped. */
function plainAddress(ip: string): { address: string; family: "ipv4" | "ipv6" } | null {
  const bare = ip.replace(/%[^%]*$/, "");
  if (net.isIPv4(bare)) return { address: bare, family: "ipv4" };
  if (!net.isIPv6(bare)) return null;
  const groups = ipv6Groups(bare);
  if (isIpv4Mapped(groups)) return { address: embeddedIpv4(groups), family: "ipv4" };
  return { address: bare, family: "ipv6" };
}

function maskIpv4(address: string, prefix: number): string {
  const n = address.split(".").reduce((acc, part) => acc * 256 + Number(part), 0);
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  const masked = (n & mask) >>> 0;
  return [24, 16, 8, 0].map((shift) => (masked >>> shift) & 255).join(".");
}

function maskIpv6(address: string, prefix: number): string {
  const groups = ipv6Groups(address).map((g, i) => {
    const keep = Math.max(0, Math.min(16, prefix - i * 16));
    return keep === 0 ? 0 : g & ((0xffff << (16 - keep)) & 0xffff);
  });
  // The URL parser writes IPv6 in its one canonical (RFC 5952) form.
  return new URL(`http://[${groups.map((g) => g.toString(16)).join(":")}]`).hostname.slice(1, -1);
}

/**
 * An address entry as stored: `203.0.113.7`, `198.51.100.0/24`, `2001:db8::1`, `2001:db8::/32`
 * (host bits cleared, IPv6 compressed); null when it is not one, or when its prefix is shorter
 * than /8 (IPv4) or /16 (IPv6).
 */
export function canonicalAddressEntry(raw: string): string | null {
  const value = raw.trim().toLowerCase();
  if (value.length > 64) return null;
  const [ip, prefixText, ...rest] = value.split("/");
  if (rest.length) return null;
  const plain = plainAddress(ip);
  if (!plain || ip.includes("%")) return null;
  const mappedFromV6 = plain.family === "ipv4" && net.isIPv6(ip);
  const width = plain.family === "ipv4" ? 32 : 128;
  let prefix = width;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return null;
    prefix = Number(prefixText) - (mappedFromV6 ? 96 : 0);
    if (prefix > width || prefix < (plain.family === "ipv4" ? MIN_IPV4_PREFIX : MIN_IPV6_PREFIX)) return null;
  }
  const network = plain.family === "ipv4" ? maskIpv4(plain.address, prefix) : maskIpv6(plain.address, prefix);
  return prefix === width ? network : `${network}/${prefix}`;
}

/** Whether the client address `ip` is one of the (canonical) address entries or inside one of their ranges. */
export function addressIsListed(entries: readonly string[], ip: string): boolean {
  const client = plainAddress(ip);
  if (!client || entries.length === 0) return false;
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/");
    const family = net.isIPv4(address) ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list.check(client.address, client.family);
}
