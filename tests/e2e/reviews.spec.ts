// Issue 19, items 6 and 7 in Chromium, in German and French: a reader narrows a consultant's
// reviews through the distribution's bars and the order links, and the back button walks the same
// lists back; the consultant's dashboard charts evaluations over time; the compare view shows
// photos, the rate and contact buttons, evidence counts and the conduct-duty shares.
// Expectations come from the seeded database.
import { expect, test, type Page } from "@playwright/test";
import { sql, sqlRow } from "@/tests/support/e2e-database";
import { LOCAL_ACCOUNTS, signInLocally } from "@/tests/support/e2e-sign-in";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";

test.setTimeout(60_000);

test.beforeEach(async ({ page }) => {
  // The cookie dialog (modal, after 3 s, until consent is stored) would cover the page.
  await presetCookieChoice(page, "necessary");
});

const RATE_FR = "Évaluer maintenant";
const PUBLIC = `e.state = 'published' AND e."hiddenAt" IS NULL`;

/** The active consultant with the most published ratings that has five-star (4.5 and more) and lower ones. */
async function consultantWithSpread() {
  const c = await sqlRow<{ id: number; fives: number; total: number; lowest: string }>(
    `SELECT c.id, count(*) FILTER (WHERE e."overallRating" >= 4.5)::int AS fives, count(*)::int AS total, min(e."overallRating")::text AS lowest
     FROM "Consultant" c JOIN "Evaluation" e ON e."consultantId" = c.id AND ${PUBLIC}
     WHERE c.state = 'active' GROUP BY c.id
     HAVING count(*) FILTER (WHERE e."overallRating" >= 4.5) > 0 AND min(e."overallRating") < 4
     ORDER BY count(*) DESC, c.id LIMIT 1`,
  );
  return c;
}

const text = {
  de: {
    bar: /^5 Sterne: /,
    lowest: "Schlechteste zuerst",
    newest: "Neueste zuerst",
    matching: (n: number, total: number) => `${n} ${n === 1 ? "Bewertung passt" : "Bewertungen passen"} zu Ihrer Auswahl (von ${total})`,
    all: (n: number) => `${n} Bewertungen`,
    reset: "Alle Filter entfernen",
    decimal: ".",
  },
  fr: {
    bar: /^5 étoiles : /,
    lowest: "Les moins bonnes d’abord",
    newest: "Les plus récentes",
    matching: (n: number, total: number) => `${n} ${n <= 1 ? "évaluation correspond" : "évaluations correspondent"} à votre choix (sur ${total})`,
    all: (n: number) => `${n} évaluations`,
    reset: "Supprimer tous les filtres",
    decimal: ",",
  },
} as const;

async function reviewsJourney(page: Page, locale: "de" | "fr") {
  const t = text[locale];
  const prefix = locale === "de" ? "" : `/${locale}`;
  const c = await consultantWithSpread();
  await page.goto(`${prefix}/consultants/${c.id}`);
  const profileUrl = page.url();

  // The five-star bar is a link to the reviews narrowed to five stars.
  await page.getByRole("link", { name: t.bar }).click();
  await expect(page).toHaveURL(/\/reviews\?stars=5$/);
  const heading = page.locator("#reviews-title");
  await expect(heading).toHaveText(t.matching(c.fives, c.total));
  const cards = page.locator("#reviews article");
  await expect(cards).toHaveCount(Math.min(10, c.fives));
  // Five stars on the card: the overall rating rounds to 5 (4.5 to 5.0).
  for (const label of await cards.locator("header [role=img]").allInnerTexts()) expect(Number(label.replace(",", "."))).toBeGreaterThanOrEqual(4.5);
  await expect(page.getByRole("link", { name: t.bar })).toHaveAttribute("aria-current", "true");

  // Lowest first keeps the star filter; removing the filter keeps the order.
  await page.getByRole("link", { name: t.lowest }).first().click();
  await expect(page).toHaveURL(/\/reviews\?stars=5&sort=lowest$/);
  await expect(page.getByRole("link", { name: t.lowest }).first()).toHaveAttribute("aria-current", "true");
  await page.getByRole("link", { name: t.reset }).first().click();
  await expect(page).toHaveURL(/\/reviews\?sort=lowest$/);
  await expect(heading).toHaveText(t.all(c.total));
  const lowest = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(c.lowest)).replace(".", t.decimal);
  await expect(cards.first().locator("header [role=img]")).toHaveText(lowest);

  // The back button restores each list before, rendered by the server from its URL.
  await page.goBack();
  await expect(page).toHaveURL(/\/reviews\?stars=5&sort=lowest$/);
  await expect(heading).toHaveText(t.matching(c.fives, c.total));
  await page.goBack();
  await expect(page).toHaveURL(/\/reviews\?stars=5$/);
  await expect(page.getByRole("link", { name: t.newest }).first()).toHaveAttribute("aria-current", "true");
  await page.goBack();
  await expect(page).toHaveURL(profileUrl);
}

test("reviews: filter by 5 stars through the distribution, sort lowest first, back button restores (de)", async ({ page }) => {
  await reviewsJourney(page, "de");
});

test("reviews: filter by 5 stars through the distribution, sort lowest first, back button restores (fr)", async ({ page }) => {
  await reviewsJourney(page, "fr");
});

test("reviews: evidence, language and comment filters are links, and 'show more' keeps the filter", async ({ page }) => {
  const c = await consultantWithSpread();
  const { n } = await sqlRow<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Evaluation" e WHERE e."consultantId" = $1 AND ${PUBLIC} AND e.comment IS NOT NULL AND e.comment <> ''`,
    [c.id],
  );
  await page.goto(`/consultants/${c.id}/reviews?withComment=1&evidence=bogus`);
  // The bad value is dropped; the good one stays.
  await expect(page.locator("#reviews-title")).toHaveText(`${n} ${n === 1 ? "Bewertung passt" : "Bewertungen passen"} zu Ihrer Auswahl (von ${c.total})`);
  if (n > 10) {
    await page.getByRole("button", { name: /Weitere Bewertungen/ }).click();
    await expect(page.locator("#reviews article")).toHaveCount(Math.min(20, n));
    // Every card, the loaded ones too, has a comment.
    for (const card of await page.locator("#reviews article").all()) await expect(card.locator("p.whitespace-pre-line").first()).not.toBeEmpty();
  }
  await page.getByRole("link", { name: "Italienisch" }).click();
  await expect(page).toHaveURL(/withComment=1&language=it|language=it&withComment=1/);
});

test("dashboard: the chart of evaluations over time is visible with its table (de and fr)", async ({ page }) => {
  await signInLocally(page.request, LOCAL_ACCOUNTS.companyAdmin);
  await page.goto("/account/profile?tab=dashboard");
  // Every tab's panel is in the page (the insights tab has a chart and a table too): the dashboard's own panel.
  const panel = page.locator("#panel-dashboard");
  const chart = panel.getByTestId("evaluations-chart");
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute("aria-label", /Bewertung/);
  await panel.getByText("Als Tabelle anzeigen").click();
  const rows = panel.locator("figure table tbody tr");
  await expect(rows).toHaveCount(12);
  await expect(rows.first().locator("th")).toHaveText(/Januar 2026|January 2026/);

  await page.goto("/fr/account/profile?tab=dashboard&start=01.10.2026&end=15.10.2026");
  await expect(panel.locator("figcaption", { hasText: "Évaluations et moyenne par jour" })).toBeVisible();
  await panel.getByText("Afficher sous forme de tableau").click();
  await expect(panel.locator("figure table tbody tr")).toHaveCount(15);
  await expect(panel.locator("figure table tbody tr").first().locator("th")).toHaveText("01.10.2026");
});

test("compare: photos, rate and contact buttons, evidence counts and conduct-duty shares (de and fr)", async ({ page }) => {
  const pair = await sql<{ id: number; name: string; published: number; mandate: number }>(
    `SELECT c.id, trim(coalesce(c.title || ' ', '') || c."givenName" || ' ' || c."familyName") AS name,
            count(e.id)::int AS published, count(e."mandateConfirmedAt")::int AS mandate
     FROM "Consultant" c JOIN "Evaluation" e ON e."consultantId" = c.id AND ${PUBLIC}
     WHERE c.state = 'active' GROUP BY c.id ORDER BY count(e.id) DESC, c.id LIMIT 2`,
  );
  expect(pair).toHaveLength(2);
  await page.goto(`/?tab=compare&compare=${pair[0]!.id}&compare=${pair[1]!.id}`);
  const table = page.getByRole("table", { name: "Vergleich der ausgewählten Beraterinnen und Berater" });
  for (const c of pair) {
    await expect(table.getByRole("img", { name: new RegExp(c.name) })).toBeVisible();
    await expect(table.getByRole("link", { name: `Jetzt bewerten – ${c.name}` })).toHaveAttribute("href", `/consultants/${c.id}/questionnaire`);
    await expect(table.getByRole("link", { name: `Kontakt – ${c.name}` })).toHaveAttribute("href", new RegExp(`/consultants/${c.id}-.*#contact$`));
  }
  const mandateRow = table.getByRole("row", { name: /Vom Berater mit Einmalcode eingeladen/ });
  await expect(mandateRow.getByRole("cell").nth(0)).toHaveText(`${pair[0]!.mandate} von ${pair[0]!.published}`);
  await expect(table.getByRole("row", { name: /Von Beraterwahl geprüft/ })).toBeVisible();
  await expect(table.getByText("Pflichten in der Beratung: Anteil «Ja»")).toBeVisible();
  await expect(table.getByRole("row", { name: /unabhängig oder an bestimmte Anbieter gebunden/ })).toContainText(/% Ja|Noch keine Antworten/);

  await page.goto(`/fr/?tab=compare&compare=${pair[0]!.id}&compare=${pair[1]!.id}`);
  const tableFr = page.locator("table").first();
  await expect(
    tableFr
      .getByRole("row", { name: /Invitation du conseiller avec un code à usage unique/ })
      .getByRole("cell")
      .nth(0),
  ).toHaveText(`${pair[0]!.mandate} sur ${pair[0]!.published}`);
  await expect(tableFr.getByRole("link", { name: `${RATE_FR} – ${pair[0]!.name}` })).toBeVisible();
  await expect(tableFr.getByText("Obligations lors du conseil : part de « oui »")).toBeVisible();
});
