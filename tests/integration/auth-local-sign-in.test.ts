// The development sign-in is impossible in production: configuration refuses it, the provider is not
// registered, and its endpoint answers 404 before next-auth sees the request.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/config";

const SECRET = "local-sign-in-secret-local-sign-in-0123";
const production = { DEPLOYMENT_ENV: "production", NEXTAUTH_SECRET: SECRET, DATABASE_URL: "postgresql://u@127.0.0.1/x", APP_URL: "https://beraterwahl.ch" };

beforeAll(() => {
  // This process behaves like a production server: no development sign-in.
  Object.assign(process.env, production);
  delete process.env.LOCAL_SIGN_IN;
  delete process.env.OIDC_ISSUER;
});

describe("local sign-in in production", () => {
  it("cannot be configured", () => {
    expect(() => loadConfig({ ...production, LOCAL_SIGN_IN: "true" })).toThrow(/LOCAL_SIGN_IN/);
  });

  it("is not registered as a provider, and the session cookie is Secure", async () => {
    const { buildAuthOptions } = await import("@/lib/auth/auth-options");
    const options = buildAuthOptions(loadConfig(production));
    expect(options.providers.map((p) => p.id)).not.toContain("local");
    expect(options.cookies?.sessionToken).toMatchObject({
      name: "__Secure-next-auth.session-token",
      options: { httpOnly: true, sameSite: "lax", secure: true },
    });
    const demo = buildAuthOptions(loadConfig({ DEPLOYMENT_ENV: "demo", NEXTAUTH_SECRET: SECRET, LOCAL_SIGN_IN: "true" }));
    expect(demo.providers.map((p) => p.id)).toContain("local");
  });

  it("answers 404 at its endpoints", async () => {
    const { POST, GET } = await import("@/app/api/auth/[...nextauth]/route");
    for (const [handler, path] of [
      [POST, "callback/local"],
      [POST, "signin/local"],
      [GET, "signin/local"],
    ] as const) {
      const request = new NextRequest(`https://beraterwahl.ch/api/auth/${path}`, {
        method: handler === POST ? "POST" : "GET",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: handler === POST ? "email=admin%40beraterwahl.ch&csrfToken=x" : undefined,
      });
      const response = await handler(request, { params: Promise.resolve({ nextauth: path.split("/") }) });
      expect(response.status).toBe(404);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });
});
