import { expect, test } from "@playwright/test";
import { passConsentDelay } from "@/tests/support/e2e-cookie-consent";

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
