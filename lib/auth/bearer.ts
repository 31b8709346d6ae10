// Bearer access tokens of outside API clients: a JWT signed by the identity provider, verified
// against its JWKS (discovered from the issuer and cached), its issuer and its audience.
import "server-only";
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import type { UserActor } from "./actor";
import { grantedScopes, mapClaims } from "./claims";
import { oidcConfigured, oidcSettings, type OidcSettings } from "./oidc-settings";
import { consultantLinkForEmail, findUserByEmail, toUserActor } from "./sessions";
import { trimEndChar } from "@/lib/text/trim-char";

const discoverySchema = z.object({ issuer: z.string().min(1), jwks_uri: z.url() });

type Verifier = { issuer: string; jwks: JWTVerifyGetKey; loadedAt: number };

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
// One per issuer and process; the JWKS set itself refreshes on unknown key ids (jose's cooldown).
const verifiers = new Map<string, Promise<Verifier>>();

async function discover(issuer: string): Promise<Verifier> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new AppError("unavailable", "identity provider discovery failed");
  const document = discoverySchema.parse(await response.json());
  // OpenID Connect Discovery 1.0, section 4.3: the document must name the issuer we asked.
  if (trimEndChar(document.issuer, "/") !== issuer) throw new AppError("unavailable", "identity provider discovery names another issuer");
  return { issuer: document.issuer, jwks: createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: 5000 }), loadedAt: Date.now() };
}

async function verifierFor(issuer: string): Promise<Verifier> {
  const cached = verifiers.get(issuer);
  if (cached) {
    const verifier = await cached.catch(() => null);
    if (verifier && Date.now() - verifier.loadedAt < DISCOVERY_TTL_MS) return verifier;
    verifiers.delete(issuer);
  }
  const loading = discover(issuer);
  verifiers.set(issuer, loading);
  // A failed discovery is not cached: the next request tries again.
  loading.catch(() => verifiers.delete(issuer));
  return loading;
}

/** Verifies a bearer token and settles its actor; any defect is "unauthenticated". */
export async function actorFromBearerToken(token: string, settings: OidcSettings = oidcSettings()): Promise<UserActor> {
  if (!oidcConfigured(settings) || !settings.audience) throw new AppError("unauthenticated", "bearer tokens are not accepted: no identity provider configured");
  const verifier = await verifierFor(settings.issuer);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, verifier.jwks, { issuer: verifier.issuer, audience: settings.audience, clockTolerance: 30 }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw new AppError("unauthenticated", `invalid bearer token (${error.code})`);
    throw error;
  }
  const mapped = mapClaims([payload], settings);
  // The token's scope is what the user delegated to this client: it narrows, never widens, the permissions.
  const scopes = grantedScopes(payload);
  const permissions = scopes ? mapped.permissions.filter((p) => scopes.has(p)) : mapped.permissions;
  const user = mapped.email ? await findUserByEmail(mapped.email) : null;
  if (user?.disabledAt) throw new AppError("unauthenticated", "account disabled");
  const link = mapped.email ? await consultantLinkForEmail(mapped.email) : { consultantId: null, companyId: null, companyLinkState: null };
  return toUserActor(
    {
      // Users who never signed in to the web UI have no row: their subject identifies them.
      userId: user?.id ?? `sub:${mapped.subject ?? "unknown"}`,
      email: mapped.email,
      name: mapped.name,
      roles: mapped.roles,
      permissions,
      ...link,
    },
    "bearer",
  );
}
