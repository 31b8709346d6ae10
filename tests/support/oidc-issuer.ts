// A real OpenID Connect issuer on loopback (oauth2-mock-server) for integration and e2e tests.
// `nextSignIn` decides the claims of the next id and access tokens of the authorization-code flow.
import { OAuth2Server } from "oauth2-mock-server";

export type TestIdentity = { sub: string; email: string; name?: string; roles?: string[]; permissions?: string[]; emailVerified?: boolean };

export type TestIssuer = {
  url: string;
  server: OAuth2Server;
  /** Claims of the user who signs in next (the mock authorizes without a login form). */
  nextSignIn: (identity: TestIdentity) => void;
  /** A signed access token for API calls. */
  token: (claims: Record<string, unknown>, options?: { expiresIn?: number }) => Promise<string>;
  stop: () => Promise<void>;
};

export async function startTestIssuer(port = 0): Promise<TestIssuer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(port, "127.0.0.1");
  let identity: TestIdentity = { sub: "nobody", email: "nobody@example.ch" };
  server.service.on("beforeTokenSigning", (token) => {
    // Token endpoint calls of the authorization-code flow: both the id token and the access token.
    Object.assign(token.payload, {
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.emailVerified ?? true,
      name: identity.name ?? identity.email,
      roles: identity.roles ?? [],
      permissions: identity.permissions ?? [],
    });
  });
  return {
    url: server.issuer.url ?? "",
    server,
    nextSignIn: (next) => {
      identity = next;
    },
    token: (claims, options) =>
      server.issuer.buildToken({
        expiresIn: options?.expiresIn,
        scopesOrTransform: (_header, payload) => Object.assign(payload, claims),
      }),
    stop: () => server.stop(),
  };
}
