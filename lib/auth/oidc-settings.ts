// Settings of the OpenID Connect sign-in beyond issuer, client id and secret (lib/config.ts):
// which claims carry roles, permissions and the e-mail address, and which audience bearer tokens carry.
// Parsed with zod like the rest of the configuration; each has a default that fits common providers.
import { z } from "zod";
import { config, type Config } from "@/lib/config";
import { trimEndChar } from "@/lib/text/trim-char";

const claimList = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(1)).min(1));

const schema = z.object({
  /** Expected `aud` of bearer tokens; OIDC_CLIENT_ID when unset. */
  OIDC_AUDIENCE: z.string().min(1).optional(),
  /** Claim names holding roles, comma-separated. Namespaced claims ending in "/roles" are read as well. */
  OIDC_ROLES_CLAIM: claimList.default(["roles"]),
  /** Claim names holding permissions, comma-separated. Namespaced claims ending in "/permissions" are read as well. */
  OIDC_PERMISSIONS_CLAIM: claimList.default(["permissions"]),
  /** Claim name of the e-mail address. */
  OIDC_EMAIL_CLAIM: z.string().min(1).default("email"),
});

export type OidcSettings = {
  issuer: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  audience: string | undefined;
  adminRole: string;
  rolesClaims: string[];
  permissionsClaims: string[];
  emailClaim: string;
};

/** The scopes we ask the identity provider for: sign-in plus read, write and delete on every resource of the API. */
const OIDC_RESOURCES = [
  "companies",
  "consultants",
  "consultingTopics",
  "customers",
  "evaluations",
  "questionDefinitions",
  "questionResults",
  "ratings",
  "ratingCategories",
] as const;

export const OIDC_SCOPES = ["openid", "profile", "email", ...OIDC_RESOURCES.flatMap((r) => [`read:${r}`, `write:${r}`, `delete:${r}`])];

export function oidcSettings(c: Config = config(), env: Record<string, string | undefined> = process.env): OidcSettings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const extra = schema.parse(cleaned);
  return {
    issuer: c.OIDC_ISSUER === undefined ? undefined : trimEndChar(c.OIDC_ISSUER, "/"),
    clientId: c.OIDC_CLIENT_ID,
    clientSecret: c.OIDC_CLIENT_SECRET,
    audience: extra.OIDC_AUDIENCE ?? c.OIDC_CLIENT_ID,
    adminRole: c.OIDC_ADMIN_ROLE,
    rolesClaims: extra.OIDC_ROLES_CLAIM,
    permissionsClaims: extra.OIDC_PERMISSIONS_CLAIM,
    emailClaim: extra.OIDC_EMAIL_CLAIM,
  };
}

/** Sign-in through the identity provider is possible when issuer and client id are configured. */
export function oidcConfigured(s: OidcSettings): s is OidcSettings & { issuer: string; clientId: string } {
  return Boolean(s.issuer && s.clientId);
}
