// The public transparency page (issue 30, item 6) from a visitor's side, in German and French: linked from
// the footer, a row per month whose figures equal the counts made here in the database (after this spec
// wrote notices and decisions into one month), and how lists are ordered with payment never changing it.
import { expect, test, type Page } from "@playwright/test";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";
import { sql, sqlRow } from "@/tests/support/e2e-database";

/** A month well inside the page's 12, so no other spec's fresh rows fall into it. */
const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 4, 15, 10));
const month = monthStart.toISOString().slice(0, 7);

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

test.beforeAll(async () => {
  const review = await sqlRow<{ id: string; consultantId: number }>(
    `SELECT "id", "consultantId" FROM "Evaluation" WHERE "state" = 'published' AND "hiddenAt" IS NULL ORDER BY "dateOfCreation" LIMIT 1`,
  );
  const [decision] = await sql<{ id: number }>(
    `INSERT INTO "ModerationDecision" ("subject", "evaluationId", "consultantId", "outcome", "source", "ground", "automated", "decidedById", "decidedAt")
     VALUES ('review', $1, $2, 'kept', 'notice', 'insultOrThreat', FALSE, 'e2e-admin', $3::timestamptz + interval '2 days'),
            ('review', $1, $2, 'held', 'rule', 'burst', TRUE, NULL, $3::timestamptz)
     RETURNING "id"`,
    [review.id, review.consultantId, monthStart],
  );
  for (const [i, status] of (["decided", "open", "unconfirmed"] as const).entries()) {
    await sql(
      `INSERT INTO "ModerationNotice" ("subject", "evaluationId", "consultantId", "reason", "explanation", "reporterName", "reporterEmail", "reporterEmailKey",
         "locale", "goodFaith", "status", "confirmedAt", "decisionId", "createdAt")
       VALUES ('review', $1, $2, 'insultOrThreat', 'e2e', 'E2E Besucherin', $3, $3, 'de', TRUE, $4::"NoticeStatus", $5, $6, $7)`,
      [
        review.id,
        review.consultantId,
        `transparency-${i}-${Date.now()}@example.ch`,
        status,
        status === "unconfirmed" ? null : monthStart,
        status === "decided" ? decision!.id : null,
        monthStart,
      ],
    );
  }
});

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
