import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, localSignInEnabled } from "@/lib/config";

describe("configuration", () => {
  it("has working defaults for every variable", () => {
    const config = loadConfig({});
    expect(config.DEPLOYMENT_ENV).toBe("development");
    expect(config.RELEASE_DAYS).toBe(14);
    expect(config.BAD_RATING_HOLD_DAYS).toBe(7);
    expect(localSignInEnabled(config)).toBe(true);
  });

  it("explains a malformed database URL", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgresql:\/\/ URL/);
  });

  it("refuses the development sign-in in production", () => {
    const env = { DEPLOYMENT_ENV: "production", LOCAL_SIGN_IN: "true", NEXTAUTH_SECRET: "x".repeat(32), DATABASE_URL: "postgresql://db/app" };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/cannot be enabled in production/);
  });

  it("never offers the development sign-in in production, even with no identity provider", () => {
    const config = loadConfig({ DEPLOYMENT_ENV: "production", NEXTAUTH_SECRET: "x".repeat(32), DATABASE_URL: "postgresql://db/app" });
    expect(localSignInEnabled(config)).toBe(false);
  });

  it("turns the development sign-in off by default when an identity provider is configured", () => {
    expect(localSignInEnabled(loadConfig({ OIDC_ISSUER: "https://id.example.ch" }))).toBe(false);
  });
});
