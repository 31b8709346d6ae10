// The public transparency page (issue 30, item 6) from a visitor's side, in German and French: linked from
// the footer, a row per month whose figures equal the counts made here in the database (the demo's
// due-process month), and how lists are ordered with payment never changing it.
import { expect, test, type Page } from "@playwright/test";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";
import { sqlRow } from "@/tests/support/e2e-database";
import { dueProcessDemoMonth } from "@/prisma/seed/due-process";

/**
 * The demo's due-process month (prisma/seed/due-process.ts), seeded before the server starts: no other
 * spec writes into it, so the page shows the same figures whenever another spec rendered it first.
 */
const month = dueProcessDemoMonth(new Date()).toISOString().slice(0, 7);

async function expected(): Promise<{ flags: number; decisions: number }> {
  const zurichMonth = (column: string) => `to_char(date_trunc('month', ${column} AT TIME ZONE 'Europe/Zurich'), 'YYYY-MM') = $1`;
  return sqlRow<{ flags: number; decisions: number }>(
    `SELECT
      (SELECT count(*) FROM "ModerationNotice" WHERE "status" <> 'unconfirmed' AND ${zurichMonth('"createdAt"')})::int
      + (SELECT count(*) FROM "EvaluationReport" WHERE ${zurichMonth('"createdAt"')})::int
      + (SELECT count(*) FROM "EvaluationDispute" WHERE ${zurichMonth('"createdAt"')})::int
      + (SELECT count(*) FROM "ModerationDecision" WHERE "source" = 'rule' AND ${zurichMonth('"decidedAt"')})::int AS "flags",
      (SELECT count(*) FROM "ModerationDecision" WHERE ${zurichMonth('"decidedAt"')})::int AS "decisions"`,
    [month],
  );
}

test.beforeEach(async ({ page }) => {
  await presetCookieChoice(page, "necessary");
});

async function monthRow(page: Page) {
  const row = page.locator(`tr[data-month="${month}"]`);
  await expect(row).toHaveCount(1);
  return row.locator("td");
}

test("the transparency page shows each month's counts as the data has them (de)", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Transparenz" }).click();
  await page.waitForURL(/\/transparency$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transparenzbericht");
  await expect(page.locator("tbody tr")).toHaveCount(12);
  const counts = await expected();
  expect(counts.flags).toBeGreaterThanOrEqual(3);
  const cells = await monthRow(page);
  await expect(cells.nth(0)).toHaveText(String(counts.flags));
  await expect(cells.nth(1)).toHaveText(String(counts.decisions));
  await expect(page.getByText("Bezahlung ändert keine dieser Reihenfolgen")).toBeVisible();
});

test("the transparency page in French: the same figures, the order explained", async ({ page }) => {
  await page.goto("/fr/transparency");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rapport de transparence");
  const counts = await expected();
  const cells = await monthRow(page);
  await expect(cells.nth(0)).toHaveText(String(counts.flags));
  await expect(cells.nth(1)).toHaveText(String(counts.decisions));
  await expect(page.getByRole("heading", { name: "Comment nous ordonnons" })).toBeVisible();
  await expect(page.getByText("Le paiement ne change aucun de ces ordres")).toBeVisible();
});
