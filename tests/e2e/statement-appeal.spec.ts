// A statement of reasons behind its private link, and the appeal (issue 30, items 2 and 4): the review's
// author reads why their review was hidden, appeals once from the page, and an administrator other than
// the one who decided reverses it on the appeal's page; the author's outcome mail is in the outbox.
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { sql, sqlRow } from "@/tests/support/e2e-database";
import { LOCAL_ACCOUNTS, signInLocally } from "@/tests/support/e2e-sign-in";

const TOKEN = `e2e-statement-${Date.now()}-abcdefghijklmnopqrstuvwxyz`;
const AUTHOR = "autorin@e2e-einspruch.example";
let review: { id: string };
let decisionId: number;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  review = await sqlRow<{ id: string }>(
    `SELECT e.id FROM "Evaluation" e JOIN "Consultant" c ON c.id = e."consultantId"
     WHERE e.state = 'published' AND e."hiddenAt" IS NULL AND c.state = 'active' ORDER BY e."dateOfCreation" ASC LIMIT 1`,
  );
  // Hidden yesterday by another administrator, with its statement to the author.
  await sql(
    `UPDATE "Evaluation" SET "hiddenAt" = now(), "hiddenReason" = 'Unbelegte Tatsachenbehauptung.', "customerEmail" = $2, language = 'de' WHERE id = $1`,
    [review.id, AUTHOR],
  );
  const decision = await sqlRow<{ id: number }>(
    `INSERT INTO "ModerationDecision" (subject, "evaluationId", "consultantId", outcome, source, ground, "publicReason", automated, "decidedById", "decidedAt")
     SELECT 'review', id, "consultantId", 'hidden', 'moderator', 'moderatorDecision', 'Unbelegte Tatsachenbehauptung.', false, 'another-administrator', now() - interval '1 day'
     FROM "Evaluation" WHERE id = $1 RETURNING id`,
    [review.id],
  );
  decisionId = decision.id;
  await sql(`INSERT INTO "StatementOfReasons" ("decisionId", recipient, email, locale, "tokenHash") VALUES ($1, 'reviewer', $2, 'de', $3)`, [
    decisionId,
    AUTHOR,
    createHash("sha256").update(TOKEN).digest("hex"),
  ]);
});

test.afterAll(async () => {
  await sql(`UPDATE "Evaluation" SET "hiddenAt" = NULL, "hiddenReason" = NULL WHERE id = $1`, [review.id]);
  await sql(`DELETE FROM "ModerationDecision" WHERE "evaluationId" = $1`, [review.id]);
  await sql(`DELETE FROM "RateLimitBucket" WHERE key LIKE 'moderation-%'`);
});

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole("dialog", { name: /cookies/i }), async () => {
    await page.keyboard.press("Escape");
  });
});

test("the author reads the statement and appeals once; another administrator reverses the decision", async ({ page }) => {
  await page.goto(`/moderation/statement/${TOKEN}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unser Entscheid und seine Gründe");
  await expect(page.getByText("Begründung unseres Moderationsteams: Unbelegte Tatsachenbehauptung.")).toBeVisible();
  await expect(page.getByText("Diesen Entscheid hat eine Person unseres Moderationsteams getroffen.")).toBeVisible();
  await page.getByLabel("Warum sind Sie nicht einverstanden?").fill("Ich war Kundin, die Rechnung liegt vor.");
  await page.getByRole("button", { name: "Einspruch senden" }).click();
  await expect(page.getByRole("status")).toHaveText("Danke. Ihr Einspruch ist eingegangen; den Entscheid erhalten Sie per E-Mail.");
  // Once: the page now says the appeal waits, and offers no second one.
  await page.reload();
  await expect(page.getByText(/Ihr Einspruch vom \d{2}\.\d{2}\.\d{4} liegt bei einer anderen Person unseres Teams/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Einspruch senden" })).toHaveCount(0);

  const appeal = await sqlRow<{ id: number }>(`SELECT id FROM "ModerationAppeal" WHERE "decisionId" = $1`, [decisionId]);
  await signInLocally(page.request, LOCAL_ACCOUNTS.platformAdmin);
  await page.goto(`/administration/moderation/appeals/${appeal.id}`);
  await expect(page.getByText("Ich war Kundin, die Rechnung liegt vor.")).toBeVisible();
  await page.getByLabel("Öffentliche Begründung").fill("Die Kundenbeziehung ist belegt.");
  await page.getByRole("button", { name: "Entscheid aufheben" }).click();
  await expect(page.getByText("Über diesen Einspruch ist entschieden.")).toBeVisible();

  expect(await sqlRow<{ hidden: boolean }>(`SELECT "hiddenAt" IS NOT NULL AS hidden FROM "Evaluation" WHERE id = $1`, [review.id])).toEqual({ hidden: false });
  const mail = await sqlRow<{ text: string }>(
    `SELECT "values"->>'text' AS text FROM "EmailMessage" WHERE purpose = 'moderationStatement' AND "recipientEmail" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
    [AUTHOR],
  );
  expect(mail.text).toContain("wiederhergestellt");
  expect(mail.text).toContain("der Entscheid wurde im Einspruch aufgehoben");
});
