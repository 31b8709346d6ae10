// Actors built directly, as the request's authentication would settle them: for the API tests
// (tests/support/api.ts re-exports them) and for unit tests of the permission rules.
import type { Actor, UserActor } from "@/lib/auth/actor";
import { PERMISSIONS } from "@/lib/auth/permissions";

export const anonymous: Actor = { kind: "anonymous" };

let userCounter = 0;
export function user(overrides: Partial<UserActor> = {}): UserActor {
  userCounter += 1;
  return {
    kind: "user",
    userId: `user-${userCounter}`,
    email: `user${userCounter}@example.ch`,
    name: null,
    isPlatformAdmin: false,
    permissions: [],
    consultantId: null,
    administeredCompanyId: null,
    via: "bearer",
    ...overrides,
  };
}

export const platformAdmin = (): UserActor => user({ isPlatformAdmin: true, permissions: [...PERMISSIONS], email: "admin@beraterwahl.ch" });
export const consultantActor = (consultantId: number | null, email?: string): UserActor => user({ consultantId, ...(email ? { email } : {}) });
export const companyAdmin = (consultantId: number, companyId: number): UserActor => user({ consultantId, administeredCompanyId: companyId });
