// The administration journeys in Chromium: a platform administrator signs in locally, filters the
// companies list, saves a company and returns to the list, sees the attention warning on an empty
// sales-agent form, and switches the dashboard period; in German and English.
import { expect, test } from "@playwright/test";
import { signInAsAdminThroughPage } from "@/tests/support/e2e-sign-in";

test.describe("administration", () => {
  test("companies: search and postal-code filter, save returns to the list (en)", async ({ page }) => {
    await signInAsAdminThroughPage(page, "/en");
    await page.goto("/en/administration/companies");
    await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
    await page.getByLabel("Search").fill("Alpen");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=Alpen/);
    const row = page.getByRole("link", { name: "Alpen Finanz AG" });
    await expect(row).toBeVisible();
    await row.click();
    await page.waitForURL(/\/en\/administration\/companies\/\d+$/);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/en\/administration\/companies$/);
  });

  test("sales agent: an empty form shows the attention warning (de)", async ({ page }) => {
    await signInAsAdminThroughPage(page, "");
    await page.goto("/administration/salesAgents/add");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Es gibt Angaben, die Ihre Aufmerksamkeit erfordern" })).toBeVisible();
    // Both cards are checked: details and commission fields report their errors together.
    await expect(page.getByRole("alert").filter({ hasText: "Bitte füllen Sie dieses Feld aus" }).first()).toBeVisible();
    await expect(page).toHaveURL(/salesAgents\/add/);
  });

  test("moderation: keeping an open report removes it from the list (en)", async ({ page }) => {
    await signInAsAdminThroughPage(page, "/en");
    await page.goto("/en/administration/reports");
    const count = page.getByText(/open reports?$/);
    const before = await count.textContent();
    await page.getByRole("button", { name: "Keep evaluation" }).first().click();
    await expect(count).not.toHaveText(before ?? "");
  });

  test("dashboard: period switch and real figures (de)", async ({ page }) => {
    await signInAsAdminThroughPage(page, "");
    await page.getByRole("navigation", { name: "Zeitraum" }).getByRole("link", { name: "Woche" }).click();
    await expect(page).toHaveURL(/period=week/);
    await expect(page.getByRole("img", { name: "Berater" })).toBeVisible();
  });
});
