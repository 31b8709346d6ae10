// Issue 19, items 4 and 5, as journeys in Chromium, in German and French:
// - a platform administrator records a register badge on the consultant's administration screen, the
//   public profile shows it with the register's name and the check date, and the "registered advisers"
//   filter of the home search finds the consultant;
// - a visitor types "Lausanne" into the location field, chooses the place from the suggestions (keyboard),
//   gets the results around it and switches to the map; the canton tab searches a canton.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { sqlRow } from "@/tests/support/e2e-database";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";

type Messages = Record<string, Record<string, unknown>>;
const messages = (locale: string) => JSON.parse(readFileSync(join(import.meta.dirname, "../../messages", `${locale}.json`), "utf8")) as Messages;
const get = (m: Messages, key: string) => key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], m) as string;

test.beforeEach(async ({ page }) => {
  await presetCookieChoice(page, "necessary");
});

/** Swiss date of today, as the profile shows it. */
function swissToday(): string {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich", year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date())
    .split("-");
  return `${d}.${m}.${y}`;
}

async function signInAsAdmin(page: Page, prefix: string) {
  await page.goto(`${prefix}/sign-in?callbackUrl=${encodeURIComponent(`${prefix}/administration`)}`);
  await page
    .getByTestId("local-sign-in")
    .getByRole("button", { name: /Petra Plattform/ })
    .click();
  await page.waitForURL(`**${prefix}/administration`);
}

for (const locale of ["de", "fr"] as const) {
  const prefix = locale === "de" ? "" : `/${locale}`;
  const m = messages(locale);
  const t = (key: string) => get(m, key);

  test(`an administrator records a register badge; the profile shows it and the filter finds it (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    // An active consultant near Lausanne without badges (a different one per language).
    const consultant = await sqlRow<{ id: number; givenName: string; familyName: string; postalCode: string }>(
      `SELECT id, "givenName", "familyName", "postalCode" FROM "Consultant"
       WHERE state = 'active' AND NOT registered AND "postalCode" LIKE '10%' ORDER BY number ${locale === "de" ? "ASC" : "DESC"} LIMIT 1`,
    );
    expect(consultant).toBeTruthy();
    const identifier = `BR-E2E-${locale}-${Date.now().toString(36)}`;

    await signInAsAdmin(page, prefix);
    await page.goto(`${prefix}/administration/consultants/${consultant.id}`);
    const editor = page.getByRole("form", { name: t("admin.registrations.add") });
    await editor.getByLabel(t("admin.registrations.kind"), { exact: true }).selectOption("fidlegAdviser");
    // An empty number is refused at its field, in the page's language.
    await editor.getByRole("button", { name: t("admin.registrations.add") }).click();
    await expect(editor.getByText(t("validation.required"))).toBeVisible();
    await editor.getByLabel(t("admin.registrations.identifier"), { exact: true }).fill(identifier);
    await editor.getByLabel(t("admin.registrations.registrar"), { exact: true }).fill("Regservices AG");
    await editor.getByRole("button", { name: t("admin.registrations.add") }).click();
    await expect(page.getByText(identifier)).toBeVisible();

    // The public profile: the register's name, the number and the day of the check.
    await page.goto(`${prefix}/consultants/${consultant.id}`);
    const badges = page.getByRole("region", { name: t("registers.title") });
    await expect(badges.getByText(t("registers.kinds.fidlegAdviser"))).toBeVisible();
    await expect(badges.getByText(identifier)).toBeVisible();
    await expect(badges.getByText(swissToday())).toBeVisible();

    // The home search with "registered advisers only" finds the consultant and marks the card.
    await page.goto(`${prefix}/`);
    const form = page.getByRole("form", { name: t("search.tabs.find") });
    await form.getByRole("combobox", { name: t("search.postalCode") }).fill(consultant.postalCode);
    await form.getByText(t("registers.filterLabel")).click();
    await form.getByRole("button", { name: t("search.submit") }).click();
    await expect(page).toHaveURL(/registered=true/);
    const results = page.locator("#results");
    const name = new RegExp(`${consultant.givenName}.*${consultant.familyName.charAt(0)}`);
    const card = results.locator("ol > li").filter({ has: page.getByRole("heading", { name }) });
    await expect(card.first()).toBeVisible();
    await expect(card.first().getByText(t("registers.cardMark"))).toBeVisible();
    // Every card of the filtered search has a badge.
    const marks = await results
      .locator("ol > li")
      .evaluateAll((items, mark) => items.map((li) => (li.textContent ?? "").includes(mark)), t("registers.cardMark"));
    expect(marks.every(Boolean)).toBe(true);

    // The administration's consultant list filters on registered advisers too, and sorts by place.
    await page.goto(`${prefix}/administration/consultants?postalCode=${consultant.postalCode}&pageSize=50`);
    const adminRows = page.getByRole("table").locator("tbody tr");
    const unfiltered = await adminRows.count();
    await page.getByText(t("registers.filterLabel")).click();
    await page.getByRole("button", { name: t("admin.list.apply") }).click();
    await expect(page).toHaveURL(/registered=true/);
    await expect(adminRows.filter({ hasText: consultant.familyName }).first()).toBeVisible();
    expect(await adminRows.count()).toBeLessThanOrEqual(unfiltered);
    await page
      .getByRole("columnheader", { name: t("admin.fields.city"), exact: true })
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/sort=location/);
    await expect(page.getByRole("columnheader", { name: t("admin.fields.city"), exact: true })).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/registered=true/);

    // Tidy up: the administrator removes the badge again.
    await page.goto(`${prefix}/administration/consultants/${consultant.id}`);
    await page
      .getByRole("listitem")
      .filter({ hasText: identifier })
      .getByRole("button", { name: t("admin.registrations.remove") })
      .click();
    await expect(page.getByText(identifier)).toHaveCount(0);
  });

  test(`a visitor types "Lausanne", chooses the place, gets results and switches to the map (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const form = page.getByRole("form", { name: t("search.tabs.find") });
    const field = form.getByRole("combobox", { name: t("search.postalCode") });
    await field.pressSequentially("lausanne", { delay: 30 });
    const option = page.getByRole("option", { name: /^Lausanne\b/ });
    await expect(option).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    // Keyboard: down to the first suggestion (Lausanne, the shortest name first), Enter chooses it.
    await field.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await field.press("Enter");
    await expect(field).toHaveValue("Lausanne (VD)");
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await form.getByRole("button", { name: t("search.submit") }).click();

    const results = page.locator("#results");
    await expect(results.getByRole("heading", { level: 2 })).toContainText("Lausanne");
    const listed = await results.locator("ol > li").count();
    expect(listed).toBeGreaterThan(0);

    await results.getByRole("link", { name: t("resultsMap.showMap") }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = results.locator("figure svg");
    await expect(map).toBeVisible();
    await expect(map.locator("a").first()).toBeVisible();
    await expect(results.getByText(t("resultsMap.attribution"))).toBeVisible();
    // The list stays under the map.
    await expect(results.locator("ol > li")).toHaveCount(listed);
    await results.getByRole("link", { name: t("resultsMap.showList") }).click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(results.locator("figure svg")).toHaveCount(0);
  });

  test(`the canton tab searches a canton (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/?tab=canton#search`);
    const form = page.getByRole("form", { name: t("search.tabs.canton") });
    await form.getByLabel(t("cantonSearch.label"), { exact: true }).selectOption("VD");
    await form.getByRole("button", { name: t("search.submit") }).click();
    await expect(page).toHaveURL(/type=canton/);
    await expect(page.locator("#results").getByRole("heading", { level: 2 })).toContainText(t("cantonSearch.names.VD"));
  });
}
