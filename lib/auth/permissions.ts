// The permissions a signed-in user can hold (from the identity provider's claims, lib/auth/claims.ts);
// route rules and services ask for them through hasPermission (lib/auth/actor.ts).
export const PERMISSIONS = ["read:companies", "write:companies", "read:consultants", "write:consultants"] as const;
export type Permission = (typeof PERMISSIONS)[number];
