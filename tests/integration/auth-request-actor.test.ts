// getRequestActor against a real database and a real issuer on loopback: session cookies
// (revocation by sign-out and by disabling the user) and bearer tokens verified with the JWKS.
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { startTestIssuer, type TestIssuer } from "@/tests/support/oidc-issuer";

const SECRET = "integration-secret-integration-secret-0123";
let database: TestDatabase;
let issuer: TestIssuer;
let other: TestIssuer;

// Loaded after the environment is set: config() and db() read it once.
let auth: {
  getRequestActor: typeof import("@/lib/auth/request-actor").getRequestActor;
  createSession: typeof import("@/lib/auth/sessions").createSession;
  upsertUser: typeof import("@/lib/auth/sessions").upsertUser;
  buildAuthOptions: typeof import("@/lib/auth/auth-options").buildAuthOptions;
};

async function cookieFor(sid: string) {
  return `next-auth.session-token=${await encode({ token: { sid }, secret: SECRET })}`;
}

function request(headers: Record<string, string>) {
  return new Request("http://127.0.0.1:3102/api/consultant", { headers });
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

beforeAll(async () => {
  database = await createTestDatabase();
  issuer = await startTestIssuer();
  other = await startTestIssuer();
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    DEPLOYMENT_ENV: "test",
    APP_URL: "http://127.0.0.1:3102",
    NEXTAUTH_SECRET: SECRET,
    OIDC_ISSUER: issuer.url,
    OIDC_CLIENT_ID: "beraterwahl-web",
    OIDC_AUDIENCE: "beraterwahl-api",
  });
  auth = {
    ...(await import("@/lib/auth/request-actor")),
    ...(await import("@/lib/auth/sessions")),
    ...(await import("@/lib/auth/auth-options")),
  };
  const company = await database.db.company.create({
    data: {
      number: "F-9001",
      name: "Test Treuhand AG",
      streetName: "Bahnhofstrasse",
      streetNumber: "1",
      postalCode: "8001",
      city: "Zürich",
      canton: "ZH",
      email: "info@treuhand.example",
    },
  });
  await database.db.consultant.create({
    data: {
      number: "C-900001",
      email: "Anna.Muster@Example.CH",
      honorific: "mrs",
      givenName: "Anna",
      familyName: "Muster",
      streetName: "Bahnhofstrasse",
      streetNumber: "1",
      postalCode: "8001",
      city: "Zürich",
      canton: "ZH",
      publicEmail: "anna@example.ch",
      state: "active",
      companyId: company.id,
      companyLinkState: "administrator",
    },
  });
});

afterAll(async () => {
  const { db } = await import("@/lib/db/client");
  await db().$disconnect();
  await issuer?.stop();
  await other?.stop();
  await database?.drop();
});

describe("session cookies", () => {
  it("settle the user, matched to their consultant by e-mail regardless of case", async () => {
    const user = await auth.upsertUser({ email: "ANNA.muster@example.ch", name: "Anna Muster", roles: [], permissions: ["read:companies", "bogus"] });
    const sid = await auth.createSession(user.id);
    const actor = await auth.getRequestActor(request({ cookie: await cookieFor(sid) }));
    expect(actor).toMatchObject({
      kind: "user",
      userId: user.id,
      email: "anna.muster@example.ch",
      permissions: ["read:companies"],
      isPlatformAdmin: false,
      via: "session",
    });
    if (actor.kind !== "user") throw new Error("expected a user");
    expect(actor.consultantId).not.toBeNull();
    expect(actor.administeredCompanyId).not.toBeNull();
  });

  it("are revoked by sign-out: next-auth's sign-out event deletes the Session row", async () => {
    const user = await auth.upsertUser({ email: "signout@example.ch", name: null, roles: [], permissions: [] });
    const sid = await auth.createSession(user.id);
    const cookie = await cookieFor(sid);
    expect((await auth.getRequestActor(request({ cookie }))).kind).toBe("user");
    const options = auth.buildAuthOptions();
    await options.events?.signOut?.({ token: { sid }, session: { expires: "", user: {} } } as never);
    expect(await database.db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await auth.getRequestActor(request({ cookie }))).toEqual({ kind: "anonymous" });
  });

  it("stop working on the next request when the user is disabled", async () => {
    const user = await auth.upsertUser({ email: "disabled@example.ch", name: null, roles: [], permissions: [] });
    const cookie = await cookieFor(await auth.createSession(user.id));
    expect((await auth.getRequestActor(request({ cookie }))).kind).toBe("user");
    await database.db.user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    expect(await auth.getRequestActor(request({ cookie }))).toEqual({ kind: "anonymous" });
  });

  it("are anonymous when expired, forged or unknown", async () => {
    const user = await auth.upsertUser({ email: "expired@example.ch", name: null, roles: [], permissions: [] });
    const sid = await auth.createSession(user.id);
    await database.db.session.updateMany({ where: { userId: user.id }, data: { expires: new Date(Date.now() - 1000) } });
    expect(await auth.getRequestActor(request({ cookie: await cookieFor(sid) }))).toEqual({ kind: "anonymous" });
    expect(await auth.getRequestActor(request({ cookie: await cookieFor("never-issued") }))).toEqual({ kind: "anonymous" });
    const forged = `next-auth.session-token=${await encode({ token: { sid }, secret: "another-secret-another-secret-another-secret" })}`;
    expect(await auth.getRequestActor(request({ cookie: forged }))).toEqual({ kind: "anonymous" });
    expect(await auth.getRequestActor(request({}))).toEqual({ kind: "anonymous" });
  });
});

describe("sign-in through the identity provider", () => {
  const signIn = async (claims: Record<string, unknown>) => {
    const options = auth.buildAuthOptions();
    const account = { provider: "oidc", type: "oauth" as const, providerAccountId: String(claims.sub) };
    const user = { id: String(claims.sub), email: String(claims.email) };
    const allowed = await options.callbacks!.signIn!({ user, account, profile: claims });
    if (allowed !== true) return { allowed, token: null };
    const token = await options.callbacks!.jwt!({ token: {}, user, account, profile: claims, trigger: "signIn" });
    return { allowed, token };
  };

  it("stores the user with the roles and permissions of this sign-in, and the cookie carries only the session id", async () => {
    const first = await signIn({
      sub: "u1",
      email: "Staff@Beraterwahl.ch",
      email_verified: true,
      name: "Stefan Staff",
      "https://beraterwahl.ch/roles": ["beraterwahlAdministrator"],
      permissions: ["read:companies", "write:companies"],
    });
    expect(first.allowed).toBe(true);
    expect(Object.keys(first.token ?? {})).toEqual(["sid"]);
    const cookie = await cookieFor(String(first.token?.sid));
    expect(await auth.getRequestActor(request({ cookie }))).toMatchObject({
      isPlatformAdmin: true,
      permissions: ["read:companies", "write:companies"],
      email: "staff@beraterwahl.ch",
    });

    // The permission is removed at the issuer: the next sign-in brings the new rights.
    const second = await signIn({ sub: "u1", email: "staff@beraterwahl.ch", email_verified: true, roles: [], permissions: ["read:companies"] });
    const actor = await auth.getRequestActor(request({ cookie: await cookieFor(String(second.token?.sid)) }));
    expect(actor).toMatchObject({ isPlatformAdmin: false, permissions: ["read:companies"] });
    expect(await database.db.user.count({ where: { email: "staff@beraterwahl.ch" } })).toBe(1);
  });

  it("refuses disabled users, unverified and missing e-mail addresses", async () => {
    await auth.upsertUser({ email: "blocked@example.ch", name: null, roles: [], permissions: [] });
    await database.db.user.update({ where: { email: "blocked@example.ch" }, data: { disabledAt: new Date() } });
    expect((await signIn({ sub: "u2", email: "blocked@example.ch", email_verified: true })).allowed).toBe(false);
    expect((await signIn({ sub: "u3", email: "anna.muster@example.ch", email_verified: false })).allowed).toBe(false);
    expect((await signIn({ sub: "u4" })).allowed).toBe(false);
  });
});

describe("bearer tokens", () => {
  const bearer = (token: string) => request({ authorization: `Bearer ${token}` });

  it("are verified against the issuer's JWKS and mapped to roles, permissions and the consultant", async () => {
    const token = await issuer.token({
      aud: "beraterwahl-api",
      sub: "api-1",
      email: "anna.muster@EXAMPLE.ch",
      roles: ["beraterwahlAdministrator"],
      permissions: ["read:consultants", "write:consultants"],
    });
    const actor = await auth.getRequestActor(bearer(token));
    expect(actor).toMatchObject({
      kind: "user",
      via: "bearer",
      isPlatformAdmin: true,
      permissions: ["read:consultants", "write:consultants"],
      email: "anna.muster@example.ch",
    });
    if (actor.kind !== "user") throw new Error("expected a user");
    expect(actor.consultantId).not.toBeNull();
  });

  it("narrow the permissions to the granted scope", async () => {
    const token = await issuer.token({
      aud: "beraterwahl-api",
      sub: "api-2",
      permissions: ["read:consultants", "write:consultants"],
      scope: "openid read:consultants",
    });
    expect(await auth.getRequestActor(bearer(token))).toMatchObject({ permissions: ["read:consultants"], userId: "sub:api-2", consultantId: null });
  });

  it("are refused with another audience, another issuer, after expiry or when malformed", async () => {
    expect(await refusal(auth.getRequestActor(bearer(await issuer.token({ aud: "someone-else", sub: "x" }))))).toBe("unauthenticated");
    expect(await refusal(auth.getRequestActor(bearer(await other.token({ aud: "beraterwahl-api", sub: "x" }))))).toBe("unauthenticated");
    expect(await refusal(auth.getRequestActor(bearer(await issuer.token({ aud: "beraterwahl-api", sub: "x" }, { expiresIn: -120 }))))).toBe("unauthenticated");
    expect(await refusal(auth.getRequestActor(bearer("not-a-jwt")))).toBe("unauthenticated");
    expect(await refusal(auth.getRequestActor(request({ authorization: "Basic dXNlcjpwYXNz" })))).toBe("unauthenticated");
  });

  it("are refused for a disabled user", async () => {
    await auth.upsertUser({ email: "api-disabled@example.ch", name: null, roles: [], permissions: [] });
    await database.db.user.update({ where: { email: "api-disabled@example.ch" }, data: { disabledAt: new Date() } });
    const token = await issuer.token({ aud: "beraterwahl-api", sub: "x", email: "api-disabled@example.ch" });
    expect(await refusal(auth.getRequestActor(bearer(token)))).toBe("unauthenticated");
  });
});
