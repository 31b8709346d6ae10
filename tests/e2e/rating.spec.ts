// A customer rates a consultant through every question type (German and French), sees the summary,
// edits the rating, and the rating becomes public only after the release job ran.
import { expect, test, type Page } from "@playwright/test";
import { sql, sqlRow } from "@/tests/support/e2e-database";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";

const JOBS_SECRET = "e2e-jobs-secret-0123456789";

type Texts = {
  prefix: string;
  start: string;
  next: string;
  yes: string;
  no: string;
  answerRequired: string;
  fieldRequired: string;
  topicRequired: string;
  invalidEmail: string;
  honorific: string;
  givenName: string;
  familyName: string;
  email: string;
  agreement: RegExp;
  submit: string;
  thankYou: string;
  edit: string;
  saveChanges: string;
  stepOf: (n: number) => RegExp;
};

const DE: Texts = {
  prefix: "",
  start: "Los geht’s",
  next: "Weiter",
  yes: "Ja",
  no: "Nein",
  answerRequired: "Bitte beantworten Sie diese Frage.",
  fieldRequired: "Bitte füllen Sie dieses Feld aus",
  topicRequired: "Bitte wählen Sie mindestens ein Beratungsthema",
  invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  honorific: "Frau",
  givenName: "Vorname",
  familyName: "Nachname",
  email: "E-Mail-Adresse",
  agreement: /Ich akzeptiere/,
  submit: "Bewertung absenden",
  thankYou: "Vielen Dank!",
  edit: "Bewertung bearbeiten",
  saveChanges: "Änderungen speichern",
  stepOf: (n) => new RegExp(`^Schritt ${n} von`),
};

const FR: Texts = {
  prefix: "/fr",
  start: "C’est parti",
  next: "Suivant",
  yes: "Oui",
  no: "Non",
  answerRequired: "Veuillez répondre à cette question.",
  fieldRequired: "Veuillez remplir ce champ",
  topicRequired: "Veuillez choisir au moins un thème de conseil",
  invalidEmail: "Veuillez saisir une adresse e-mail valide",
  honorific: "Madame",
  givenName: "Prénom",
  familyName: "Nom",
  email: "Adresse e-mail",
  agreement: /J’accepte/,
  submit: "Envoyer l’évaluation",
  thankYou: "Merci beaucoup !",
  edit: "Modifier l’évaluation",
  saveChanges: "Enregistrer les modifications",
  stepOf: (n) => new RegExp(`^Étape ${n} sur`),
};

let consultantId = 0;

// Twelve questions, twice (rating and editing), on a shared two-core machine.
test.setTimeout(150_000);

test.beforeAll(async () => {
  const row = await sqlRow<{ id: number }>(
    `INSERT INTO "Consultant" ("number", "email", "honorific", "givenName", "familyName", "streetName", "streetNumber", "postalCode", "city", "canton",
       "publicEmail", "languages", "state", "updatedAt")
     VALUES ($1, $2, 'mrs', 'Erika', 'Bewertet', 'Marktgasse', '5', '3011', 'Bern', 'BE', 'erika@example.ch', ARRAY['de','fr'], 'active', now())
     RETURNING "id"`,
    [`E2E-${Date.now()}`, `erika.bewertet.${Date.now()}@example.ch`],
  );
  consultantId = row.id;
});

// The cookie dialog (modal, after 3 s, unless analytics consent is stored) would cover the questionnaire.
test.beforeEach(async ({ page }) => {
  await presetCookieChoice(page, "all");
});

async function currentStep(page: Page): Promise<string> {
  return (
    (await page
      .getByText(/^(Schritt|Étape) \d+ (von|sur) \d+$/)
      .first()
      .textContent()) ?? ""
  );
}

/** Answers every question step positively; checks the required-answer block and the customer hint on the way. */
async function answerQuestions(page: Page, t: Texts, { firstRun }: { firstRun: boolean }) {
  for (let guard = 0; guard < 40; guard++) {
    if (await page.getByRole("button", { name: firstRun ? t.submit : t.saveChanges }).isVisible()) return;
    const step = await currentStep(page);
    const group = page.locator("form [role=radiogroup]");
    const textbox = page.locator("form input[type=number], form input[type=text]");
    if (await textbox.count()) {
      await textbox.fill("12");
      await page.getByRole("button", { name: t.next, exact: true }).click();
    } else if (await group.count()) {
      const radios = group.locator("input[type=radio]");
      const values = await radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      const checked = await radios.evaluateAll((els) => els.some((e) => (e as HTMLInputElement).checked));
      if (!firstRun && checked) {
        // Editing: the stored answers are there; move on.
        await page.getByRole("button", { name: t.next, exact: true }).click();
      } else if (values.length === 5 && values.join() === "1,2,3,4,5") {
        // Stars or the 1..5 scale: the best answer; a pointer click advances by itself.
        await group.locator("label").nth(4).click();
      } else if (values.join() === "1,0") {
        // Yes/no: "no" first. A question with a customer hint shows it and waits.
        await group.getByText(t.no, { exact: true }).click();
        const hint = page.locator("form [role=status]");
        await expect.poll(async () => (await hint.isVisible()) || (await currentStep(page)) !== step).toBe(true);
        if (await hint.isVisible()) {
          expect(await currentStep(page)).toBe(step);
          await group.getByText(t.yes, { exact: true }).click();
        }
      } else {
        await group.locator("label").first().click();
      }
    } else {
      throw new Error(`unknown step: ${step}`);
    }
    await expect.poll(() => currentStep(page)).not.toBe(step);
  }
  throw new Error("the questionnaire did not reach the details step");
}

async function rate(page: Page, t: Texts, email: string) {
  await page.goto(`${t.prefix}/consultants/${consultantId}-erika-bewertet/questionnaire`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Erika Bewertet");
  await page.getByRole("button", { name: t.start }).click();
  await expect(page.getByText(t.stepOf(2))).toBeVisible();
  // Required: Next is blocked until the question is answered.
  await page.getByRole("button", { name: t.next, exact: true }).click();
  await expect(page.locator("#step-error")).toHaveText(t.answerRequired);
  await answerQuestions(page, t, { firstRun: true });

  // The details step validates with the shared schema: every rule's message in the page's language,
  // focus on the first failing field, and each message follows the field's changes.
  const details = page.locator("form");
  await page.getByRole("button", { name: t.submit }).click();
  await expect(details.getByText(t.fieldRequired).first()).toBeVisible();
  await expect(details.getByText(t.topicRequired)).toBeVisible();
  await expect(details.locator("input[type=radio]").first()).toBeFocused();
  await page.getByLabel(t.email, { exact: true }).fill("not-an-address");
  await expect(details.getByText(t.invalidEmail)).toBeVisible();

  await page.getByLabel(t.honorific, { exact: true }).check();
  await page.getByLabel(t.givenName, { exact: true }).fill("Petra");
  await page.getByLabel(t.familyName, { exact: true }).fill("Kundin");
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.locator("form fieldset input[type=checkbox]").first().check();
  await expect(details.getByText(t.topicRequired)).toHaveCount(0);
  await expect(details.getByText(t.invalidEmail)).toHaveCount(0);
  await page.locator("#comment").fill("Kompetent, transparent und gut erreichbar.");
  await page.getByRole("button", { name: t.submit }).click();
  // Without the agreement the shared schema blocks the submission, and says so only there.
  await expect(details.getByText(t.fieldRequired)).toHaveCount(1);
  await page.getByRole("checkbox", { name: t.agreement }).check();
  await page.getByRole("button", { name: t.submit }).click();
  await page.waitForURL(/\/evaluation\/[0-9a-f-]{36}\/summary\?editToken=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.thankYou);
  await expect(page.getByRole("heading", { name: "Petra K." })).toBeVisible();
  await expect(page.getByText("Kompetent, transparent und gut erreichbar.")).toBeVisible();
  return /\/evaluation\/([0-9a-f-]{36})\/summary/.exec(page.url())![1];
}

async function publicIds(page: Page): Promise<string[]> {
  const response = await page.request.get(`/api/evaluation?consultantId=${consultantId}&pageSize=32`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { id: string }[] }).items.map((i) => i.id);
}

test("a customer rates in German, edits the rating, confirms the address from the mail, and it appears publicly only after release", async ({
  page,
  request,
}) => {
  const id = await rate(page, DE, `petra.de.${Date.now()}@kunden.example`);
  // Nothing counts before the address is confirmed: the summary says so.
  await expect(page.getByRole("heading", { name: "Bitte prüfen Sie Ihr Postfach" })).toBeVisible();

  // Edit: the form is prefilled; change the comment.
  await page.getByRole("link", { name: DE.edit }).click();
  await page.waitForURL(/questionnaire\?id=/);
  await answerQuestions(page, DE, { firstRun: false });
  await expect(page.getByLabel(DE.givenName, { exact: true })).toHaveValue("Petra");
  await page.locator("#comment").fill("Nach dem zweiten Termin: noch besser.");
  await page.getByRole("button", { name: DE.saveChanges }).click();
  await page.waitForURL(new RegExp(`/evaluation/${id}/summary`));
  await expect(page.getByText("Nach dem zweiten Termin: noch besser.")).toBeVisible();

  // In review: not public yet, not even with the job run. (The cron calls without the browser's
  // cookies, hence the cookie-less request context: cookie-carrying writes need an Origin.)
  expect(await publicIds(page)).not.toContain(id);
  // The consultant's page (served from the page cache from now on) does not show it either.
  await page.goto(`/consultants/${consultantId}`);
  await expect(page.getByText("Nach dem zweiten Termin: noch besser.")).toHaveCount(0);
  const early = await request.post("/api/jobs/publish-evaluations", { headers: { authorization: `Bearer ${JOBS_SECRET}` } });
  expect(early.status()).toBe(200);
  expect(await publicIds(page)).not.toContain(id);
  expect((await request.post("/api/jobs/publish-evaluations", { headers: { authorization: "Bearer wrong-wrong-wrong-wrong" } })).status()).toBe(403);

  // Release date passed, but the address is not confirmed: the job leaves it alone.
  await sql(`UPDATE "Evaluation" SET "releaseAt" = now() - interval '1 minute' WHERE "id" = $1`, [id]);
  expect((await request.post("/api/jobs/publish-evaluations", { headers: { authorization: `Bearer ${JOBS_SECRET}` } })).status()).toBe(200);
  expect(await publicIds(page)).not.toContain(id);

  // The confirmation mail (read from the outbox, where every mail is written first) leads to a page
  // with one button; confirming from there lets the job publish it.
  const mail = await sqlRow<{ url: string }>(
    `SELECT "values"->>'callToActionUrl' AS "url" FROM "EmailMessage" WHERE "purpose" = 'evaluationConfirmation' AND "values"->>'callToActionUrl' LIKE $1`,
    [`%/evaluation/${id}/confirm?token=%`],
  );
  const link = new URL(mail.url);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Ja, das ist meine Bewertung" }).click();
  await expect(page.getByRole("heading", { name: "Vielen Dank, Ihre Bewertung ist bestätigt" })).toBeVisible();
  const run = await request.post("/api/jobs/publish-evaluations", { headers: { authorization: `Bearer ${JOBS_SECRET}` } });
  expect(run.status()).toBe(200);
  expect(((await run.json()) as { published: number }).published).toBeGreaterThanOrEqual(1);
  expect(await publicIds(page)).toContain(id);
  // The job run expired the cached consultant page: the next visit shows the evaluation at once.
  await page.goto(`/consultants/${consultantId}`);
  await expect(page.getByText("Nach dem zweiten Termin: noch besser.")).toBeVisible();

  await page.goto(`/evaluation/${id}`);
  await expect(page.getByRole("heading", { name: "Petra K." })).toBeVisible();
  await expect(page.getByRole("link", { name: "E-Mail-Adresse bestätigt" })).toBeVisible();
  await expect(page.getByText("Nach dem zweiten Termin: noch besser.")).toBeVisible();
});

test("a customer rates in French and sees the summary in French", async ({ page }) => {
  const id = await rate(page, FR, `petra.fr.${Date.now()}@kunden.example`);
  await expect(page.getByRole("heading", { name: "Vos réponses" })).toBeVisible();
  await expect(page.getByRole("link", { name: FR.edit })).toBeVisible();
  // Without the token the answers stay private: in review, the summary is a 404 like its public page.
  expect((await page.request.get(`/fr/evaluation/${id}/summary`)).status()).toBe(404);
  const response = await page.request.get(`/fr/evaluation/${id}`);
  expect(response.status()).toBe(404);
});

test("a disabled consultant's questionnaire redirects home and an unknown one is a 404", async ({ page }) => {
  const row = await sqlRow<{ id: number }>(
    `INSERT INTO "Consultant" ("number", "honorific", "givenName", "familyName", "streetName", "streetNumber", "postalCode", "city", "canton", "publicEmail", "state", "updatedAt")
     VALUES ($1, 'mr', 'Dieter', 'Deaktiviert', 'Weg', '1', '3011', 'Bern', 'BE', 'd@example.ch', 'disabled', now()) RETURNING "id"`,
    [`E2E-D-${Date.now()}`],
  );
  await page.goto(`/consultants/${row.id}/questionnaire`);
  await expect(page).toHaveURL(/\/$/);
  const missing = await page.request.get(`/consultants/999999999/questionnaire`);
  expect(missing.status()).toBe(404);
});
