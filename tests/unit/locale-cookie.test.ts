// The language cookie that the proxy (next-intl's middleware) sets is Secure when the configured
// APP_URL is https (issue 29), whatever scheme or forwarding header the request itself carries.
import { afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";

const original = process.env.APP_URL;
afterEach(() => {
  process.env.APP_URL = original;
  vi.resetModules();
});

/** A first visit to /en from a browser that prefers German: the proxy stores "en" in the cookie. */
async function localeCookieFor(appUrl: string, requestUrl: string, headers: Record<string, string> = {}): Promise<string> {
  process.env.APP_URL = appUrl;
  vi.resetModules();
  const { default: proxy } = await import("@/proxy");
  const response = proxy(new NextRequest(requestUrl, { headers: { "accept-language": "de-CH", "sec-fetch-dest": "document", ...headers } }));
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("NEXT_LOCALE="));
  expect(cookie, "the proxy sets the language cookie").toBeDefined();
  return cookie!;
}

describe("the locale cookie", () => {
  it("is Secure under an https APP_URL, also when the request reaches the server over http", async () => {
    expect(await localeCookieFor("https://www.beraterwahl.test", "http://127.0.0.1:3000/en")).toMatch(/;\s*secure/i);
    expect(await localeCookieFor("https://www.beraterwahl.test", "https://www.beraterwahl.test/fr")).toMatch(/;\s*secure/i);
  });

  it("is not Secure under an http APP_URL (a developer's localhost), whatever a client claims", async () => {
    const cookie = await localeCookieFor("http://localhost:3000", "http://localhost:3000/en", { "x-forwarded-proto": "https" });
    expect(cookie).not.toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/samesite=lax/i);
  });
});
