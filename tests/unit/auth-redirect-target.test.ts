import { describe, expect, it } from "vitest";
import { mapClaims } from "@/lib/auth/claims";
import { defaultLandingPath, redirectWithinSite, safeCallbackPath } from "@/lib/auth/redirect-target";
import { user } from "@/tests/support/actors";

describe("callbackUrl", () => {
  it("keeps same-origin relative paths with their query", () => {
    expect(safeCallbackPath("/en/administration/companies?page=2")).toBe("/en/administration/companies?page=2");
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/ spaced",
    "",
    42,
    "/sign-in?x=1",
    "/en/sign-in-callback",
  ])("refuses %s", (value) => {
    expect(safeCallbackPath(value)).toBeNull();
  });

  it("keeps next-auth's redirects on our site", () => {
    expect(redirectWithinSite("https://evil.example/x", "https://beraterwahl.ch")).toBe("https://beraterwahl.ch/");
    expect(redirectWithinSite("//evil.example/x", "https://beraterwahl.ch")).toBe("https://beraterwahl.ch/");
    expect(redirectWithinSite("/en/sign-in-callback?callbackUrl=%2Fen", "https://beraterwahl.ch")).toBe(
      "https://beraterwahl.ch/en/sign-in-callback?callbackUrl=%2Fen",
    );
    expect(redirectWithinSite("https://beraterwahl.ch/account/profile", "https://beraterwahl.ch")).toBe("https://beraterwahl.ch/account/profile");
  });

  it("lands new users on account creation, consultants on their profile", () => {
    const base = user({ userId: "u", email: "e@x.ch", via: "session" });
    expect(defaultLandingPath(base)).toBe("/account/create");
    expect(defaultLandingPath({ ...base, consultantId: 4 })).toBe("/account/profile");
    expect(defaultLandingPath({ ...base, isPlatformAdmin: true })).toBe("/administration");
  });
});

describe("claims", () => {
  const settings = { rolesClaims: ["roles"], permissionsClaims: ["permissions"], emailClaim: "email" };
  it("reads plain, namespaced and Keycloak-style claims and keeps only known permissions", () => {
    const mapped = mapClaims(
      [
        {
          sub: "1",
          email: "A@B.CH",
          "https://beraterwahl.ch/roles": ["beraterwahlAdministrator"],
          permissions: "read:companies write:companies",
          email_verified: true,
        },
        { realm_access: { roles: ["other"] }, "https://beraterwahl.ch/permissions": ["read:consultants", "admin:everything"] },
      ],
      settings,
    );
    expect(mapped).toEqual({
      subject: "1",
      email: "a@b.ch",
      emailVerified: true,
      name: null,
      roles: ["beraterwahlAdministrator", "other"],
      permissions: ["read:companies", "write:companies", "read:consultants"],
    });
  });
});
