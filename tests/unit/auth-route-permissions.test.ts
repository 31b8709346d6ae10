import { describe, expect, it } from "vitest";
import type { UserActor } from "@/lib/auth/actor";
import { anonymous, user as testUser } from "@/tests/support/actors";
import { accessRuleFor, ADMINISTRATION_AREA, decideAccess, decideAreaAccess } from "@/lib/auth/route-permissions";

const user = (over: Partial<UserActor> = {}): UserActor => testUser({ userId: "u", email: "u@example.ch", via: "session", ...over });

describe("the route → permission table", () => {
  it.each([
    ["/administration/companies", { permission: "read:companies" }],
    ["/en/administration/companies/add", { permission: "write:companies" }],
    ["/fr/administration/companies/42", { permission: "write:companies" }],
    ["/administration/consultants", { permission: "read:consultants" }],
    ["/administration/consultants/add", { permission: "write:consultants" }],
    ["/it/administration/consultants/7?tab=media", { permission: "write:consultants" }],
    ["/administration", { platformAdmin: true }],
    ["/en/administration/", { platformAdmin: true }],
    ["/administration/salesAgents", { platformAdmin: true }],
    ["/administration/salesAgent/3", { platformAdmin: true }],
    ["/administration/dashboard/team", { platformAdmin: true }],
    ["/administration/something-new/9", { platformAdmin: true }],
    ["/account/profile", {}],
    ["/en/account/anything", {}],
  ])("%s needs %o", (path, rule) => {
    expect(accessRuleFor(path)).toEqual(rule);
  });

  it("leaves public pages public", () => {
    for (const path of ["/", "/en", "/consultants/42", "/administrationx", "/en/accounts"]) expect(accessRuleFor(path)).toBeNull();
  });

  it("decides: anonymous → unauthenticated, missing permission or role → forbidden", () => {
    expect(decideAccess(anonymous, {})).toBe("unauthenticated");
    expect(decideAccess(user(), {})).toBe("allowed");
    expect(decideAccess(user(), { permission: "read:companies" })).toBe("forbidden");
    expect(decideAccess(user({ permissions: ["read:companies"] }), { permission: "read:companies" })).toBe("allowed");
    expect(decideAccess(user({ permissions: ["read:companies", "write:companies"] }), { platformAdmin: true })).toBe("forbidden");
    expect(decideAccess(user({ isPlatformAdmin: true }), { platformAdmin: true })).toBe("allowed");
    // The platform role alone does not grant the permissions of the table.
    expect(decideAccess(user({ isPlatformAdmin: true }), { permission: "write:consultants" })).toBe("forbidden");
  });

  it("opens the administration area to staff and to holders of its permissions only", () => {
    expect(decideAreaAccess(anonymous, ADMINISTRATION_AREA)).toBe("unauthenticated");
    expect(decideAreaAccess(user({ consultantId: 1, administeredCompanyId: 2 }), ADMINISTRATION_AREA)).toBe("forbidden");
    expect(decideAreaAccess(user({ permissions: ["read:consultants"] }), ADMINISTRATION_AREA)).toBe("allowed");
    expect(decideAreaAccess(user({ isPlatformAdmin: true }), ADMINISTRATION_AREA)).toBe("allowed");
  });
});
