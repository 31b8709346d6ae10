// Maps the claims of an identity provider's tokens to our roles, permissions and e-mail.
// Providers name these claims differently ("roles", "permissions", Auth0-style namespaced
// "https://example.com/roles", Keycloak's realm_access.roles), so we look in all of them.
import { PERMISSIONS, type Permission } from "./permissions";
import type { OidcSettings } from "./oidc-settings";

export type Claims = Record<string, unknown>;

export type MappedClaims = {
  subject: string | null;
  email: string | null;
  emailVerified: boolean | null;
  name: string | null;
  roles: string[];
  permissions: Permission[];
};

function strings(value: unknown): string[] {
  if (typeof value === "string") return value.split(/[\s,]+/).filter(Boolean);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string" && v.length > 0);
  return [];
}

function collect(claims: Claims, names: readonly string[], suffix: string): string[] {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(claims)) {
    // Namespaced claims ("https://beraterwahl.ch/roles") are matched by their last path segment.
    if (names.includes(key) || (key.includes("/") && key.endsWith(`/${suffix}`))) {
      for (const s of strings(value)) out.add(s);
    }
  }
  return [...out];
}

function keycloakRoles(claims: Claims): string[] {
  const realm = claims.realm_access;
  if (realm && typeof realm === "object" && "roles" in realm) return strings((realm as { roles: unknown }).roles);
  return [];
}

export function toPermissions(values: Iterable<string>): Permission[] {
  const wanted = new Set(values);
  return PERMISSIONS.filter((p) => wanted.has(p));
}

export function mapClaims(sources: readonly Claims[], s: Pick<OidcSettings, "rolesClaims" | "permissionsClaims" | "emailClaim">): MappedClaims {
  const roles = new Set<string>();
  const permissions = new Set<string>();
  let email: string | null = null;
  let emailVerified: boolean | null = null;
  let name: string | null = null;
  let subject: string | null = null;
  for (const claims of sources) {
    for (const r of [...collect(claims, s.rolesClaims, "roles"), ...keycloakRoles(claims)]) roles.add(r);
    for (const p of collect(claims, s.permissionsClaims, "permissions")) permissions.add(p);
    if (!email) {
      const namespaced = Object.entries(claims).find(([k]) => k.includes("/") && k.endsWith("/email"))?.[1];
      const value = claims[s.emailClaim] ?? namespaced;
      if (typeof value === "string" && value.includes("@")) {
        email = value.trim().toLowerCase();
        if (typeof claims.email_verified === "boolean") emailVerified = claims.email_verified;
      }
    }
    if (!name) {
      const given = typeof claims.given_name === "string" ? claims.given_name : "";
      const family = typeof claims.family_name === "string" ? claims.family_name : "";
      name = typeof claims.name === "string" && claims.name ? claims.name : [given, family].filter(Boolean).join(" ") || null;
    }
    if (!subject && typeof claims.sub === "string") subject = claims.sub;
  }
  return { subject, email, emailVerified, name, roles: [...roles], permissions: toPermissions(permissions) };
}

/** The scopes a bearer token was granted ("scope" as a space-separated string, or "scp" as a list). */
export function grantedScopes(claims: Claims): Set<string> | null {
  const raw = claims.scope ?? claims.scp;
  if (raw === undefined) return null;
  return new Set(strings(raw));
}
