// The sender cap counts one mailbox, however its address is spelt.
import { describe, expect, it } from "vitest";
import { addressKey, canonicalAddress } from "@/lib/contact-email/address-key";

describe("contact cap keys", () => {
  it("treat case, +tags and Gmail dots as the same mailbox", () => {
    expect(canonicalAddress(" Mallory+News@Example.ORG ")).toBe("mallory@example.org");
    expect(canonicalAddress("m.a.l.l.o.r.y+x@googlemail.com")).toBe("mallory@gmail.com");
    expect(addressKey("MALLORY@example.org")).toBe(addressKey("mallory+1@example.org"));
  });

  it("keep dots of other providers and other domains apart", () => {
    expect(canonicalAddress("m.allory@example.org")).toBe("m.allory@example.org");
    expect(addressKey("mallory@example.org")).not.toBe(addressKey("mallory@example.com"));
  });

  it("hold no address in the key", () => {
    expect(addressKey("mallory@example.org")).toMatch(/^[0-9a-f]{32}$/);
  });
});
