// Who the client is (lib/server/client-address.ts): the TCP peer unless it is a proxy we trust, then
// the right-most X-Forwarded-For hop that no trusted proxy added. A client writes whatever it likes
// into the left of the header; none of that may become its address.
import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies, peerIsTrustedProxy } from "@/lib/server/client-address";
import { loadConfig } from "@/lib/config";

describe("TRUSTED_PROXIES", () => {
  it("trusts nobody by default: the peer is the client whatever the header says", () => {
    const none = parseTrustedProxies(undefined);
    expect(clientAddress("203.0.113.7", "198.51.100.1", none)).toBe("203.0.113.7");
    expect(clientAddress("::ffff:203.0.113.7", "198.51.100.1, 10.0.0.1", none)).toBe("203.0.113.7");
    expect(peerIsTrustedProxy("127.0.0.1", none)).toBe(false);
  });

  it("with a hop count, takes the hop that many proxies in front of us", () => {
    const one = parseTrustedProxies("1");
    // The client sent "198.51.100.1"; the proxy appended the address it saw.
    expect(clientAddress("10.0.0.2", "198.51.100.1, 203.0.113.7", one)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", "203.0.113.7", one)).toBe("203.0.113.7");
    const two = parseTrustedProxies("2");
    expect(clientAddress("10.0.0.2", "198.51.100.1, 203.0.113.7, 10.0.0.9", two)).toBe("203.0.113.7");
    // Fewer hops than proxies (a health check from inside): the left-most there is.
    expect(clientAddress("10.0.0.2", "", two)).toBe("10.0.0.2");
  });

  it("with networks, walks from the right past our proxies to the first address that is not one", () => {
    const nets = parseTrustedProxies("10.0.0.0/8, 192.168.1.7, fd00::/8");
    expect(clientAddress("10.1.2.3", "198.51.100.1, 203.0.113.7, 192.168.1.7", nets)).toBe("203.0.113.7");
    expect(clientAddress("fd00::1", "203.0.113.8", nets)).toBe("203.0.113.8");
    // A peer outside the list is the client, whatever it claims.
    expect(clientAddress("203.0.113.9", "198.51.100.1", nets)).toBe("203.0.113.9");
    expect(peerIsTrustedProxy("10.9.9.9", nets)).toBe(true);
    expect(peerIsTrustedProxy("203.0.113.9", nets)).toBe(false);
    // Only proxies in the chain: the left-most is where the request began.
    expect(clientAddress("10.1.2.3", "10.2.2.2", nets)).toBe("10.2.2.2");
  });

  it("does not take a malformed hop for an address: the nearest proxy's view stands", () => {
    expect(clientAddress("10.1.2.3", "203.0.113.7, not-an-ip", parseTrustedProxies("10.0.0.0/8"))).toBe("10.1.2.3");
    expect(clientAddress("10.1.2.3", "garbage", parseTrustedProxies("1"))).toBe("10.1.2.3");
  });

  it("refuses values that would trust everybody or mean nothing, with a clear message at start", () => {
    for (const bad of ["0.0.0.0/0", "::/0", "10.0.0.0/33", "proxy.internal", "1.2.3.4/8/9", "99"]) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
    }
    expect(loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8, ::1" }).TRUSTED_PROXIES).toBe("10.0.0.0/8, ::1");
  });
});
