// The Content-Security-Policy in the browser: every public page in German and French and a few signed-in
// pages load and hydrate under the policy our server sends (lib/server/security-headers.ts) without a
// single violation, reported either on the console or as a securitypolicyviolation event.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";
import { sqlRow } from "@/tests/support/e2e-database";
import { BASE_URL, GERMAN_HEADERS, LOCAL_ACCOUNTS, signInLocally } from "@/tests/support/e2e-sign-in";

let consultant = "";
let company = "";

test.beforeAll(async () => {
  consultant = String(
    (await sqlRow<{ id: number }>(`SELECT id FROM "Consultant" WHERE state = 'active' AND "ratingCount" > 0 ORDER BY "ratingCount" DESC, id LIMIT 1`)).id,
  );
  company = String((await sqlRow<{ id: number }>(`SELECT id FROM "Company" ORDER BY id LIMIT 1`)).id);
});

test.beforeEach(async ({ page }) => {
  await presetCookieChoice(page, "all");
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

/** Opens the page and returns every CSP violation the browser reported while it loaded and hydrated. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (?:execute|load|frame|connect|apply)/i.test(message.text())) console.push(message.text());
  });
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"], path).toContain("default-src 'self'");
  await page.waitForLoadState("networkidle");
  const events = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  return [...console, ...events];
}

const PUBLIC = [
  "/",
  "/?type=perimeter&postalCode=8001",
  "/consultants",
  "/consultants?pageSize=all",
  "/companies",
  "/consultants/{consultant}",
  "/companies/{company}",
  "/for-consultants",
  "/about-us",
  "/privacy-policy",
  "/sign-in",
  "/does-not-exist",
];

for (const prefix of ["", "/fr"]) {
  for (const path of PUBLIC) {
    test(`no CSP violation: ${prefix || "/de"} ${path}`, async ({ page }) => {
      const local = path.replace("{consultant}", consultant).replace("{company}", company);
      const url = prefix === "" ? local : local === "/" ? prefix : local.startsWith("/?") ? `${prefix}${local.slice(1)}` : `${prefix}${local}`;
      expect(await violationsOn(page, url)).toEqual([]);
    });
  }
}

test.describe("signed in", () => {
  const state = join(tmpdir(), `csp-signed-in-${process.pid}.json`);
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: GERMAN_HEADERS, storageState: { cookies: [], origins: [] } });
    await signInLocally(request, LOCAL_ACCOUNTS.platformAdmin);
    await request.storageState({ path: state });
    await request.dispose();
  });
  test.use({ storageState: state });

  for (const path of ["/administration/consultants", "/administration/companies", "/fr/administration/topics"]) {
    test(`no CSP violation: ${path}`, async ({ page }) => {
      expect(await violationsOn(page, path)).toEqual([]);
    });
  }
});
