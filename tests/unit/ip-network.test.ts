// One client, one budget (issue 29): an IPv6 client is its /64, however its address is written, and an
// IPv4-mapped IPv6 address is the IPv4 address. The network holds use the same /64.
import { describe, expect, it } from "vitest";
import { clientBudgetKey, networkOf } from "@/lib/server/ip-network";
import { clientAddress, normalizeAddress, parseTrustedProxies } from "@/lib/server/client-address";

describe("clientBudgetKey", () => {
  it("gives every address of one /64 the same key, in any spelling", () => {
    const keys = [
      "2001:db8:1:1::1",
      "2001:db8:1:1::c",
      "2001:0db8:0001:0001:0000:0000:0000:0001",
      "2001:DB8:1:1:ffff:ffff:ffff:ffff",
      "[2001:db8:1:1::7]",
      "2001:db8:1:1:a:b:1.2.3.4",
      "2001:db8:1:1::1%eth0",
    ].map(clientBudgetKey);
    expect(new Set(keys)).toEqual(new Set(["2001:0db8:0001:0001::/64"]));
  });

  it("keeps two /64s apart, also when they differ only in a group that compression hides", () => {
    expect(clientBudgetKey("2001:db8:1:2::1")).not.toBe(clientBudgetKey("2001:db8:1:1::1"));
    expect(clientBudgetKey("2001:db8::1")).toBe("2001:0db8:0000:0000::/64");
    expect(clientBudgetKey("2001:db8:0:1::1")).toBe("2001:0db8:0000:0001::/64");
    expect(clientBudgetKey("::1")).toBe("0000:0000:0000:0000::/64");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address, and an IPv4 address as itself", () => {
    for (const mapped of ["::ffff:203.0.113.7", "::FFFF:cb00:7107", "0:0:0:0:0:ffff:203.0.113.7", "0000:0000:0000:0000:0000:ffff:cb00:7107"]) {
      expect(clientBudgetKey(mapped), mapped).toBe("203.0.113.7");
      expect(normalizeAddress(mapped), mapped).toBe("203.0.113.7");
    }
    expect(clientBudgetKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientBudgetKey("203.0.113.8")).toBe("203.0.113.8");
    expect(clientBudgetKey("unknown")).toBe("unknown");
  });

  it("takes the mapped address from a trusted proxy's hop as the IPv4 client", () => {
    expect(clientAddress("127.0.0.1", "::ffff:198.51.100.9", parseTrustedProxies("127.0.0.1"))).toBe("198.51.100.9");
  });
});

describe("networkOf (the network holds)", () => {
  it("is the IPv4 /24 or the same /64 as the rate limits", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkOf("2001:db8:1:1::c")).toBe(clientBudgetKey("2001:db8:1:1::1"));
    expect(networkOf("unknown")).toBeNull();
  });
});
