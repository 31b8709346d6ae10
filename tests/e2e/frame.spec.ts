import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { passConsentDelay } from "@/tests/support/e2e-cookie-consent";
import { sqlRow } from "@/tests/support/e2e-database";
import { BASE_URL } from "@/tests/support/e2e-sign-in";

const homes = [
  { path: "/", lang: "de", heading: /Beraterin oder den Berater/ },
  { path: "/en", lang: "en", heading: /adviser you can trust/ },
  { path: "/fr", lang: "fr", heading: /conseiller en qui vous avez confiance/ },
  { path: "/it", lang: "it", heading: /consulente di cui si fida/ },
];

for (const home of homes) {
  test(`home page renders in ${home.lang}`, async ({ page }) => {
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", home.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.heading);
    await expect(page.getByRole("contentinfo").getByRole("link")).toHaveCount(9);
  });
}

test("the language switch keeps the path", async ({ page }) => {
  await page.goto("/companies");
  await page.getByRole("link", { name: "FR", exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/companies$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByRole("link", { name: "IT", exact: true }).click();
  await expect(page).toHaveURL(/\/it\/companies$/);
  await page.getByRole("link", { name: "DE", exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/companies$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("the cookie notice appears after a delay and remembers acceptance", async ({ page }) => {
  await page.clock.install();
  await page.goto("/en");
  const dialog = page.getByRole("dialog", { name: "Cookies and privacy" });
  // 3 s after load, plus fetching the dialog's code on demand (slow when the machine is busy).
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole("button", { name: "Accept all" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await passConsentDelay(page);
  await expect(dialog).toBeHidden();
});

test("health reports the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: { status: "ok" } });
});

test.describe("frames from other sites", () => {
  // A consultant's own website: another origin (another port on loopback) that frames the widget and,
  // for comparison, the consultant's normal profile page.
  let site: Server;
  let siteUrl = "";
  let consultantId = 0;

  test.beforeAll(async () => {
    consultantId = (
      await sqlRow<{ id: number }>(`SELECT id FROM "Consultant" WHERE state = 'active' AND "ratingCount" > 0 ORDER BY "ratingCount" DESC, id LIMIT 1`)
    ).id;
    site = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><html lang="de"><title>Meine Website</title>
<iframe id="widget" title="Bewertungen" src="${BASE_URL}/consultants/${consultantId}/widget?lang=fr" width="400" height="560"></iframe>
<iframe id="profile" title="Profil" src="${BASE_URL}/consultants/${consultantId}" width="400" height="560"></iframe>`);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  test("another site frames the reviews widget, while framing any other page of ours is refused", async ({ page }) => {
    const widgetAnswer = page.waitForResponse((r) => r.url().includes(`/consultants/${consultantId}/widget`));
    const profileAnswer = page.waitForResponse((r) => r.url() === `${BASE_URL}/consultants/${consultantId}`);
    await page.goto(siteUrl);
    const widget = page.frameLocator("#widget");
    await expect(widget.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(widget.locator("html")).toHaveAttribute("lang", "fr");
    await expect(widget.getByRole("link").first()).toHaveAttribute("rel", "noopener");
    const headers = (await widgetAnswer).headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(headers["x-frame-options"]).toBeUndefined();
    expect(headers["set-cookie"]).toBeUndefined();

    // The profile page arrives, says frame-ancestors 'self' and SAMEORIGIN, and the browser shows its error page instead.
    const profile = await profileAnswer;
    expect(profile.status()).toBe(200);
    expect(profile.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    const frame = await (await page.locator("#profile").elementHandle())!.contentFrame();
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator("#profile").getByRole("heading", { level: 1 })).toHaveCount(0);
  });

  test("opening the widget sets no cookie (no locale, no consent)", async ({ page, context }) => {
    const response = await page.goto(`/consultants/${consultantId}/widget?lang=it`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    expect(await context.cookies()).toEqual([]);
  });
});
