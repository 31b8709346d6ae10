// Rankings a single 5-star review cannot top (issue 21, item 8), from a visitor's side: the popular
// consultants come with a link to how they are ranked, the for-consultants page explains the score
// with the configured weight and minimum (German and French), and GET /api/consultant/top lists only
// profiles with enough ratings, best score first.
import { expect, test } from "@playwright/test";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";

test.beforeEach(async ({ page }) => {
  await presetCookieChoice(page, "necessary");
});

test("the home page's popular consultants link to the explanation of the ranking (de)", async ({ page }) => {
  await page.goto("/");
  const popular = page.locator("section", { has: page.getByRole("heading", { name: "Beliebte Beraterinnen und Berater" }) });
  await expect(popular.getByText("Gereiht nach Bewertungen und ihrer Anzahl.")).toBeVisible();
  await popular.getByRole("link", { name: "So entsteht die Rangliste" }).click();
  await page.waitForURL(/\/for-consultants#ranking$/);
  const section = page.locator("#ranking");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("So entsteht die Rangliste");
  await expect(section).toContainText("als hätte es 10 Bewertungen zum Durchschnitt");
  await expect(section).toContainText("mindestens 5 veröffentlichte Bewertungen");
  await expect(section).toContainText("Wert = (10 × Plattformdurchschnitt + Summe der eigenen Bewertungen) ÷ (10 + Anzahl eigener Bewertungen)");
  await expect(section).toContainText("zuerst der Durchschnitt, dann die Anzahl Bewertungen");
});

test("the for-consultants page explains the ranking in French", async ({ page }) => {
  await page.goto("/fr/for-consultants");
  const section = page.locator("#ranking");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Comment le classement est établi");
  await expect(section).toContainText("au moins 5 évaluations publiées");
  await expect(section).toContainText("Une seule évaluation à cinq étoiles ne dépasse donc jamais quarante évaluations à 4,8.");
});

test("GET /api/consultant/top lists profiles with at least five ratings, best score first", async ({ request }) => {
  const response = await request.get("/api/consultant/top?limit=50");
  expect(response.status()).toBe(200);
  const top = (await response.json()) as { ratingCount: number; ratingAverage: number; score: number; state: string }[];
  expect(top.length).toBeGreaterThan(0);
  for (const card of top) {
    expect(card.state).toBe("active");
    expect(card.ratingCount).toBeGreaterThanOrEqual(5);
  }
  for (let i = 1; i < top.length; i++) expect(top[i - 1]!.score).toBeGreaterThanOrEqual(top[i]!.score);
});
