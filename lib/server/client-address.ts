// Which address is the client's: the TCP peer, or, when the peer is a trusted proxy, the right-most
// X-Forwarded-For hop that no trusted proxy added. Pure and dependency-free, because the project's own
// HTTP server (lib/server/app-server.ts) runs it before Next.js sees the request.
import { BlockList, isIP } from "node:net";
import { parseAddress } from "./ip-network";

/** TRUSTED_PROXIES parsed: none, a number of proxy hops in front of us, or the proxies' networks. */
export type TrustedProxies = { kind: "none" } | { kind: "hops"; count: number } | { kind: "networks"; list: BlockList; text: string };

export class TrustedProxiesError extends Error {}

/**
 * "" or unset → none; "2" → two hops (a CDN, then a load balancer); "10.0.0.0/8, 192.168.1.7, fd00::/8" →
 * networks. Throws on anything else so a typo cannot silently trust the whole Internet.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? "").trim();
  if (text === "" || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    if (count > 10) throw new TrustedProxiesError("a hop count above 10 is not plausible");
    return { kind: "hops", count };
  }
  const list = new BlockList();
  for (const entry of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    if (!family || rest.length) throw new TrustedProxiesError(`"${entry}" is neither an IP address nor a CIDR network`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = /^\d+$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) throw new TrustedProxiesError(`"${entry}" has an invalid prefix length`);
    // 0.0.0.0/0 would make every client a proxy, and so every X-Forwarded-For value believed.
    if (bits === 0) throw new TrustedProxiesError(`"${entry}" would trust every address`);
    list.addSubnet(address, bits, type);
  }
  return { kind: "networks", list, text };
}

/** "::ffff:203.0.113.7" (an IPv4 peer on a dual-stack socket) → "203.0.113.7"; invalid → null. */
export function normalizeAddress(value: string | undefined | null): string | null {
  if (!value) return null;
  let address = value.trim();
  // "[2001:db8::1]" and zone ids are not what a proxy should send, but cost nothing to accept.
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  // An IPv4-mapped address in any of its spellings is the IPv4 address (lib/server/ip-network.ts).
  const parsed = parseAddress(address);
  if (!parsed) return null;
  return parsed.family === 4 ? parsed.octets.join(".") : address.toLowerCase();
}

function isTrusted(address: string, proxies: TrustedProxies & { kind: "networks" }): boolean {
  return proxies.list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address for a request whose TCP peer is `peer` and which carried `forwardedFor`
 * (every X-Forwarded-For header, joined). The hops are read from the right, where the proxies we
 * trust appended what they saw; the first hop not added by a trusted proxy is the client. Whatever
 * stands left of it was written by the client and is ignored, so no client picks its own address.
 */
export function clientAddress(peer: string | undefined | null, forwardedFor: string | undefined | null, proxies: TrustedProxies): string {
  const socket = normalizeAddress(peer) ?? "unknown";
  if (proxies.kind === "none" || socket === "unknown") return socket;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (proxies.kind === "hops") {
    if (proxies.count === 0) return socket;
    // chain = [...hops, peer]; the last `count` entries are proxies, the one before them the client.
    const chain = [...hops, socket];
    const index = Math.max(0, chain.length - 1 - proxies.count);
    // A malformed value where the client's address should be: the nearest proxy is all we know.
    for (let i = index; i < chain.length; i++) {
      const address = normalizeAddress(chain[i]);
      if (address) return address;
    }
    return socket;
  }
  if (!isTrusted(socket, proxies)) return socket;
  let nearest = socket;
  for (let i = hops.length - 1; i >= 0; i--) {
    const address = normalizeAddress(hops[i]);
    if (!address) return nearest;
    if (!isTrusted(address, proxies)) return address;
    nearest = address;
  }
  // Every hop is a proxy of ours (an internal health check, say): the left-most is the origin.
  return nearest;
}

/** Whether the TCP peer is one of our proxies (so its X-Forwarded-Host and -Proto may be believed). */
export function peerIsTrustedProxy(peer: string | undefined | null, proxies: TrustedProxies): boolean {
  const socket = normalizeAddress(peer);
  if (!socket || proxies.kind === "none") return false;
  if (proxies.kind === "hops") return proxies.count > 0;
  return isTrusted(socket, proxies);
}

/**
 * The client's address as the project's server computed it (lib/server/app-server.ts): the TCP peer,
 * or the right-most X-Forwarded-For hop not added by a trusted proxy (TRUSTED_PROXIES). That server
 * overwrites X-Forwarded-For with exactly one address, so anything else (a list, a name, a header a
 * client sent to a server not started through scripts/serve.ts) is not an address we computed and
 * counts as "unknown", one shared budget, rather than a key the client picks.
 */
export function clientIp(request: Request): string {
  const value = request.headers.get("x-forwarded-for")?.trim();
  return value && isIP(value) ? value.toLowerCase() : "unknown";
}
