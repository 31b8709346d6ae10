// next-auth 4 configuration: the OpenID Connect identity provider from configuration and, for
// development and demos only, the local sign-in with the seeded accounts. The JWT strategy keeps
// only a session id in the cookie; the Session row is the truth (see sessions.ts).
import "server-only";
import { decodeJwt } from "jose";
import type { Account, AuthOptions, Profile, Session, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import type { Provider } from "next-auth/providers/index";
import { z } from "zod";
import { config, localSignInEnabled, type Config } from "@/lib/config";
import type { UserActor } from "./actor";
import { logAuthEvent } from "./audit-log";
import { mapClaims, type Claims } from "./claims";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { OIDC_SCOPES, oidcConfigured, oidcSettings, type OidcSettings } from "./oidc-settings";
import { LOCAL_PROVIDER_ID, OIDC_PROVIDER_ID } from "./provider-ids";
import { redirectWithinSite } from "./redirect-target";
import { authSecret, secureCookies, sessionCookieName } from "./session-cookie";
import { recordSignInNetwork } from "./sign-in-network";
import { createSession, deleteSession, findUserByEmail, loadSessionActor, SESSION_MAX_AGE_SECONDS, upsertUser, type Identity } from "./sessions";

/** What the account menu and the cached pages' per-visitor islands need; served by GET /api/auth/session. */
export type AccountSummary = {
  name: string | null;
  isPlatformAdmin: boolean;
  hasConsultant: boolean;
  administersCompany: boolean;
  consultantId: number | null;
  /** Conversations of the lead inbox nobody opened yet (0 without one). */
  unreadConversations: number;
};

/**
 * What the account summary needs from domains above sign-in (the lead inbox's unread count): passed in by the
 * route that serves next-auth, so that sign-in imports no domain.
 */
export type SummaryExtras = { unreadConversations?: (actor: UserActor) => Promise<number> };

function oidcProvider(s: OidcSettings & { issuer: string; clientId: string }): Provider {
  return {
    id: OIDC_PROVIDER_ID,
    name: "OpenID Connect",
    type: "oauth",
    wellKnown: `${s.issuer}/.well-known/openid-configuration`,
    issuer: s.issuer,
    clientId: s.clientId,
    clientSecret: s.clientSecret ?? "",
    // Without a secret we are a public client: PKCE alone protects the code.
    client: s.clientSecret ? undefined : { token_endpoint_auth_method: "none" },
    authorization: { params: { scope: OIDC_SCOPES.join(" ") } },
    idToken: true,
    checks: ["pkce", "state"],
    profile(profile: Claims) {
      const mapped = mapClaims([profile], s);
      return { id: mapped.subject ?? mapped.email ?? "unknown", name: mapped.name, email: mapped.email };
    },
  };
}

const localCredentials = z.object({ email: z.email() });

function localProvider(): Provider {
  // next-auth applies the id of the options at run time; set on the provider too, it is visible to checks.
  const provider = CredentialsProvider({
    id: LOCAL_PROVIDER_ID,
    name: "Local",
    credentials: { email: { label: "E-mail", type: "email" } },
    async authorize(credentials) {
      // The provider is only registered when enabled; this second check guards a changed environment.
      if (!localSignInEnabled()) return null;
      const parsed = localCredentials.safeParse(credentials);
      if (!parsed.success) return null;
      const account = DEMO_ACCOUNTS.find((a) => a.email === parsed.data.email.toLowerCase());
      return account ? { id: account.email, email: account.email, name: account.name } : null;
    },
  });
  return { ...provider, id: LOCAL_PROVIDER_ID };
}

function accessTokenClaims(account: Account): Claims {
  // Roles often travel in the access token only. It came straight from the token endpoint over
  // the back channel, so its claims are trusted as the id token's are (OIDC core, 3.1.3.8).
  if (!account.access_token) return {};
  try {
    return decodeJwt(account.access_token);
  } catch {
    return {};
  }
}

/** The identity of a sign-in, or the reason to refuse it (logged, never with the e-mail address). */
function identityOf(account: Account | null, profile: Profile | undefined, user: User, s: OidcSettings): Identity | { refused: string } {
  if (account?.provider === LOCAL_PROVIDER_ID) {
    const demo = DEMO_ACCOUNTS.find((a) => a.email === user.email);
    if (!demo || !localSignInEnabled()) return { refused: "local sign-in disabled or unknown account" };
    return { email: demo.email, name: demo.name, roles: demo.roles, permissions: demo.permissions };
  }
  if (account?.provider === OIDC_PROVIDER_ID) {
    const mapped = mapClaims([(profile ?? {}) as Claims, accessTokenClaims(account)], s);
    if (!mapped.email) return { refused: "identity provider sent no e-mail address" };
    // The consultant record is matched by e-mail: an address the provider has not verified could take over a profile.
    if (mapped.emailVerified === false) return { refused: "e-mail address not verified by the identity provider" };
    return { email: mapped.email, name: mapped.name, roles: mapped.roles, permissions: mapped.permissions };
  }
  return { refused: "unknown provider" };
}

export function buildAuthOptions(c: Config = config(), extras: SummaryExtras = {}): AuthOptions {
  const s = oidcSettings(c);
  const providers: Provider[] = [];
  if (oidcConfigured(s)) providers.push(oidcProvider(s));
  if (localSignInEnabled(c)) providers.push(localProvider());
  const secure = secureCookies(c);

  return {
    secret: authSecret(c),
    providers,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secure,
    cookies: {
      sessionToken: { name: sessionCookieName(c), options: { httpOnly: true, sameSite: "lax", path: "/", secure } },
    },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    callbacks: {
      async signIn({ user, account, profile }) {
        const provider = account?.provider ?? "unknown";
        const identity = identityOf(account, profile, user, s);
        if ("refused" in identity) {
          logAuthEvent({ event: "sign_in_failed", provider, reason: identity.refused });
          return false;
        }
        const existing = await findUserByEmail(identity.email);
        if (existing?.disabledAt) {
          logAuthEvent({ event: "sign_in_failed", provider, reason: "account disabled", userId: existing.id });
          return false;
        }
        return true;
      },
      async jwt({ token, user, account, profile, trigger }) {
        if (trigger !== "signIn" || !account) return token;
        const identity = identityOf(account, profile, user, s);
        if ("refused" in identity) throw new Error("sign-in refused");
        // Roles and permissions are refreshed from the identity provider at every sign-in.
        const dbUser = await upsertUser(identity);
        const sid = await createSession(dbUser.id);
        await recordSignInNetwork(dbUser.id);
        logAuthEvent({ event: "sign_in", provider: account.provider, userId: dbUser.id });
        // Only the session id: name, e-mail and rights are read from the database per request.
        return { sid };
      },
      async session({ session, token }) {
        const actor = typeof token.sid === "string" ? await loadSessionActor(token.sid) : null;
        const summary: AccountSummary | null = actor
          ? {
              name: actor.name,
              isPlatformAdmin: actor.isPlatformAdmin,
              hasConsultant: actor.consultantId !== null,
              administersCompany: actor.administeredCompanyId !== null,
              consultantId: actor.consultantId,
              unreadConversations: extras.unreadConversations ? await extras.unreadConversations(actor) : 0,
            }
          : null;
        const out: Session & { account: AccountSummary | null } = {
          expires: session.expires,
          user: actor ? { name: actor.name } : undefined,
          account: summary,
        };
        return out;
      },
      redirect({ url, baseUrl }) {
        return redirectWithinSite(url, baseUrl);
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid !== "string") return;
        const userId = await deleteSession(token.sid);
        if (userId) logAuthEvent({ event: "sign_out", userId });
      },
    },
    logger: {
      // next-auth's metadata can hold tokens and provider responses: only the code goes to the log.
      error(code) {
        logAuthEvent({ event: "auth_error", code });
      },
      warn() {},
      debug() {},
    },
  };
}
