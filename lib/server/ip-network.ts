// Which network an address belongs to, parsed (never matched by pattern), for everything that counts
// per client: the rate limits (lib/rate-limit) key an IPv6 client by its /64, because every home
// connection gets a whole /64 and could otherwise take a fresh budget with each of its addresses
// (issue 29: 12 feedback forms from 2001:db8:1:1::1 … ::c were 12 budgets); the network holds of the
// ratings (lib/auth/network-hash.ts) use the same /64. Pure and dependency-free.
import { isIP } from "node:net";

export type ParsedAddress = { family: 4; octets: number[] } | { family: 6; groups: number[] };

/**
 * An IPv4 or IPv6 address as numbers; an IPv4-mapped IPv6 address (::ffff:203.0.113.7, also written
 * ::ffff:cb00:7107 or expanded) is the IPv4 address it carries. A zone (fe80::1%eth0) and brackets
 * are dropped. Null for anything else.
 */
export function parseAddress(value: string): ParsedAddress | null {
  let address = value.trim();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  const zone = address.indexOf("%");
  if (zone >= 0) address = address.slice(0, zone);
  const family = isIP(address);
  if (family === 4) return { family: 4, octets: address.split(".").map(Number) };
  if (family !== 6) return null;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return { family: 4, octets: [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff] };
  return { family: 6, groups };
}

/** The eight 16-bit groups of an address that isIP() accepted as IPv6 ("::" filled, a dotted tail read). */
function ipv6Groups(address: string): number[] {
  const words = (part: string): number[] => {
    if (!part) return [];
    return part.split(":").flatMap((word) => {
      if (!word.includes(".")) return [parseInt(word, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = word.split(".").map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const gap = address.indexOf("::");
  if (gap < 0) return words(address);
  const head = words(address.slice(0, gap));
  const tail = words(address.slice(gap + 2));
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** "2001:0db8:0001:0001::/64": one text for every way of writing an address of that /64. */
function ipv6Network64(groups: number[]): string {
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16).padStart(4, "0"))
    .join(":")}::/64`;
}

/**
 * The client as the per-client rate limits count it: an IPv4 address as it is, an IPv6 address as
 * its /64. Anything that is not an address ("unknown") stays what it is: one shared budget.
 */
export function clientBudgetKey(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed) return address;
  return parsed.family === 4 ? parsed.octets.join(".") : ipv6Network64(parsed.groups);
}

/**
 * The network of an address as the network holds compare them: an IPv4 /24 (an office, a household,
 * a small hosting block) or the IPv6 /64 of clientBudgetKey (one LAN). Null for a non-address.
 */
export function networkOf(address: string): string | null {
  const parsed = parseAddress(address);
  if (!parsed) return null;
  return parsed.family === 4 ? `${parsed.octets.slice(0, 3).join(".")}.0/24` : ipv6Network64(parsed.groups);
}
