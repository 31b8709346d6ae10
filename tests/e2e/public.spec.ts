// The public site: search (perimeter and name), consultant and company pages, contact form, consent,
// language switch, disabled and unclaimed profiles, SEO files. Expectations come from the database.
import { expect, test } from "@playwright/test";
import { sql, sqlRow } from "@/tests/support/e2e-database";
import { clearCookieChoice, passConsentDelay, presetCookieChoice, setCookieChoice } from "@/tests/support/e2e-cookie-consent";

// Without stored consent the cookie dialog opens 3 s after each page load and makes the page behind
// it inert; wherever a journey is slower than that, it is closed as a visitor would ("required
// only", Escape), except in the test of the dialog itself.
test.beforeEach(async ({ page }, info) => {
  if (info.title.startsWith("cookie consent")) return;
  await page.addLocatorHandler(page.getByRole("dialog", { name: /cookies/i }), async () => {
    await page.keyboard.press("Escape");
  });
});

/** The consultants the perimeter search must return for a postal code and radius, in spec order. */
async function expectedPerimeterResults(postalCode: string, km: number) {
  return sql<{ name: string }>(
    `WITH center AS (SELECT avg(latitude) AS lat, avg(longitude) AS lon FROM "PostalLocality" WHERE "postalCode" = $1)
     SELECT trim(coalesce(c.title || ' ', '') || c."givenName" || ' ' || c."familyName") AS name
     FROM "Consultant" c, center
     WHERE c.state <> 'disabled' AND (c."postalCode" = $1 OR (c.latitude IS NOT NULL AND
       2 * 6371 * asin(sqrt(power(sin(radians(c.latitude - center.lat) / 2), 2) + cos(radians(center.lat)) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - center.lon) / 2), 2))) <= $2))
     ORDER BY (CASE WHEN c.state = 'unclaimed' THEN 0 ELSE c."ratingAverage" END) DESC,
              (CASE WHEN c.state = 'unclaimed' THEN 0 ELSE c."ratingCount" END) DESC, c.id ASC`,
    [postalCode, km],
  );
}

test("perimeter search finds the right consultants in the right order and keeps the search in the URL", async ({ page }) => {
  await clearCookieChoice(page);
  await page.goto("/");
  const form = page.getByRole("form", { name: "Finden" });
  await form.getByLabel("Postleitzahl oder Ort").fill("8001");
  await form.getByText("Detaillierte Optionen").click();
  await form.getByLabel("Umkreis").selectOption("5");
  await form.getByRole("button", { name: "Suchen" }).click();

  await expect(page).toHaveURL(/[?&]type=perimeter/);
  await expect(page).toHaveURL(/postalCode=8001/);
  await expect(page).toHaveURL(/#results$/);
  const expected = await expectedPerimeterResults("8001", 5);
  expect(expected.length).toBeGreaterThan(1);
  const results = page.locator("#results");
  await expect(results.getByRole("heading", { level: 2 })).toContainText(`${expected.length} `);
  await expect(results.getByRole("heading", { level: 2 })).toContainText("5 km um 8001");
  const names = await results.locator("ol > li h3").allInnerTexts();
  expect(names).toEqual(expected.slice(0, 10).map((r) => r.name));
  // Distances in km with two decimals.
  await expect(results.getByText(/^\d+\.\d{2} km$/).first()).toBeVisible();

  // The back button returns to the page before the search.
  await page.goBack();
  await expect(page).not.toHaveURL(/type=perimeter/);
});

test("a perimeter search without postal code asks for one", async ({ page }) => {
  await clearCookieChoice(page);
  await page.goto("/?type=perimeter&postalCode=");
  await expect(page.getByText("Bitte geben Sie eine Postleitzahl oder einen Ort ein")).toBeVisible();
  await expect(page.locator("#results")).toHaveCount(0);
});

test("name search leads to the consultant's questionnaire, and a result opens the profile", async ({ page }) => {
  await clearCookieChoice(page);
  const lukas = await sqlRow<{ id: number }>(
    `SELECT id FROM "Consultant" WHERE "givenName" = 'Lukas' AND "familyName" = 'Brunner' AND number = (SELECT min(number) FROM "Consultant" WHERE "givenName" = 'Lukas' AND "familyName" = 'Brunner')`,
  );
  await page.goto("/?tab=rate#search");
  const form = page.getByRole("form", { name: "Bewerten" });
  await form.getByLabel("Name, Nummer oder Unternehmen").fill("Lukas Brunner");
  await form.getByRole("button", { name: "Beraterin oder Berater suchen" }).click();
  await expect(page).toHaveURL(/type=name&name=Lukas\+Brunner/);
  const results = page.locator("#results");
  await expect(results.locator(`a[href$="/consultants/${lukas.id}/questionnaire"]`)).toHaveText("Lukas Brunner bewerten");

  await results.locator(`a[href$="/consultants/${lukas.id}-lukas-brunner"]`).click();
  await expect(page).toHaveURL(new RegExp(`/consultants/${lukas.id}-lukas-brunner$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lukas Brunner");
  await expect(page.getByRole("link", { name: "Alpen Finanz AG" })).toBeVisible();
});

test("the consultant page shows published ratings, the trust statement, and the contact form sends", async ({ page }) => {
  await clearCookieChoice(page);
  const c = await sqlRow<{ id: number; given: string; family: string; n: number; newest: string | null }>(
    `SELECT c.id, c."givenName" AS given, c."familyName" AS family, c."ratingCount" AS n,
            (SELECT e.comment FROM "Evaluation" e WHERE e."consultantId" = c.id AND e.state = 'published' AND e."hiddenAt" IS NULL ORDER BY e."dateOfCreation" DESC, e.id ASC LIMIT 1) AS newest
     FROM "Consultant" c WHERE c.state = 'active' AND c."ratingCount" > 3 AND c.title IS NULL ORDER BY c.id LIMIT 1`,
  );
  // The bare id works as well as the slug.
  await page.goto(`/consultants/${c.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${c.given} ${c.family}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/consultants/${c.id}-[a-z0-9-]+$`));
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", new RegExp(`/fr/consultants/${c.id}-`));
  await expect(page.getByRole("navigation", { name: "Profilbereiche" })).toBeVisible();
  await expect(page.getByText(`${c.n} Bewertungen`).first()).toBeVisible();
  if (c.newest) await expect(page.locator("#ratings article").first()).toContainText(c.newest.slice(0, 40));
  await expect(page.getByRole("heading", { name: "So entstehen die Bewertungen" })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld["@type"]).toBe("Person");
  expect(ld.makesOffer.itemOffered["@type"]).toBe("FinancialService");
  expect(ld.makesOffer.itemOffered.aggregateRating.ratingCount).toBe(c.n);

  const form = page.getByRole("form", { name: "Kontaktformular" });
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(form.getByText("Bitte füllen Sie dieses Feld aus").first()).toBeVisible();
  await form.getByLabel("Name").fill("Erika Muster");
  await form.getByLabel("E-Mail").fill("erika.muster@example.ch");
  await form.getByLabel("Nachricht").fill("Guten Tag, ich hätte gerne einen Termin für eine Vorsorgeberatung.");
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByText(`Ihre Nachricht wurde an ${c.given} ${c.family} weitergeleitet.`)).toBeVisible();
});

test("a hidden evaluation's moderation reason is disclosed", async ({ page }) => {
  const rows = await sql<{ id: number; reason: string }>(
    `SELECT e."consultantId" AS id, e."hiddenReason" AS reason FROM "Evaluation" e JOIN "Consultant" c ON c.id = e."consultantId"
     WHERE e."hiddenAt" IS NOT NULL AND e."hiddenReason" IS NOT NULL AND c.state = 'active' ORDER BY e."consultantId" LIMIT 1`,
  );
  expect(rows, "the demo data hides an evaluation of an active consultant (prisma/seed/demo.ts)").toHaveLength(1);
  await page.goto(`/consultants/${rows[0]!.id}`);
  await expect(page.getByText(`vom Moderationsteam ausgeblendet: ${rows[0]!.reason}`)).toBeVisible();
});

test("an unclaimed profile hides ratings and offers 'this is me'", async ({ page }) => {
  const c = await sqlRow<{ id: number }>(`SELECT id FROM "Consultant" WHERE state = 'unclaimed' AND "ratingCount" >= 0 ORDER BY id LIMIT 1`);
  await page.goto(`/consultants/${c.id}`);
  await expect(page.getByRole("heading", { name: "Dieses Profil wurde noch nicht übernommen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Das bin ich" })).toHaveAttribute("href", `/account/create?consultantId=${c.id}`);
  await expect(page.getByRole("navigation", { name: "Profilbereiche" })).toHaveCount(0);
  await expect(page.locator("#ratings")).toHaveCount(0);
});

test("a disabled consultant redirects home and an unknown one is a 404", async ({ page }) => {
  const c = await sqlRow<{ id: number }>(`SELECT id FROM "Consultant" WHERE state = 'disabled' ORDER BY id LIMIT 1`);
  await page.goto(`/fr/consultants/${c.id}`);
  await expect(page).toHaveURL(/\/fr$/);
  const response = await page.goto("/consultants/999999999");
  expect(response?.status()).toBe(404);
  expect((await page.goto("/consultants/not-an-id"))?.status()).toBe(404);
});

test("an address with an encoded percent sign before no encoding is refused with 400, never a 500", async ({ request }) => {
  // The locale proxy decodes the path once and Next's router again: "%25zz" survives the first and broke the second.
  for (const path of ["/consultants/%25zz", "/fr/consultants/%25zz/questionnaire", "/%25zz", "/moderation/statement/%25E0%25A4%25A"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(response.headers()["content-type"], path).toContain("application/problem+json");
  }
  // An encoded percent sign before a real encoding is merely an address that does not exist.
  expect((await request.get("/consultants/%2541", { maxRedirects: 0 })).status()).toBe(404);
});

test("a disabled consultant's redirect carries one location, rendered or from the page cache", async ({ playwright }) => {
  const c = await sqlRow<{ id: number }>(`SELECT id FROM "Consultant" WHERE state = 'disabled' ORDER BY id LIMIT 1`);
  // A slug no request asked for before: its first request renders the page (and caches the redirect).
  const url = `/en/consultants/${c.id}-first-${Date.now().toString(36)}`;
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    for (const expected of ["MISS", "HIT"]) {
      const response = await visitor.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()["x-nextjs-cache"]).toBe(expected);
      // The raw header lines: Playwright's headers() would join two lines into "/en, /en".
      const locations = response.headersArray().filter((h) => h.name.toLowerCase() === "location");
      expect(
        locations.map((h) => h.value),
        expected,
      ).toEqual(["/en"]);
    }
  } finally {
    await visitor.dispose();
  }
});

test("the language switch keeps the consultant page", async ({ page }) => {
  const c = await sqlRow<{ id: number }>(`SELECT id FROM "Consultant" WHERE state = 'active' ORDER BY id LIMIT 1`);
  await page.goto(`/consultants/${c.id}`);
  await page.getByRole("link", { name: "FR", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/consultants/${c.id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: "Comment naissent les évaluations" })).toBeVisible();
});

test("cookie consent gates analytics: nothing before consent, events after", async ({ page }) => {
  await clearCookieChoice(page, { firstLoadOnly: true });
  await page.goto("/en?type=perimeter&postalCode=8001#results");
  await expect(page.locator("#results")).toBeVisible();
  // The search page calls the track helper: without consent it must queue nothing and load nothing.
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
  await expect(page.locator("script[data-analytics]")).toHaveCount(0);

  const dialog = page.getByRole("dialog", { name: "Cookies and privacy" });
  await expect(dialog).toBeVisible({ timeout: 6000 });
  await dialog.getByRole("button", { name: "Accept all" }).click();
  await page.reload();
  await expect.poll(() => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []))).toContain('"event":"Search"');
});

test('cookie consent: "required only" is remembered, and the footer\'s cookie settings reopen the dialog', async ({ page }) => {
  await page.clock.install();
  await clearCookieChoice(page, { firstLoadOnly: true });
  await page.goto("/about-us");
  const dialog = page.getByRole("dialog", { name: "Cookies und Datenschutz" });
  await expect(dialog).toBeVisible({ timeout: 6000 });
  await dialog.getByRole("button", { name: "Nur notwendige" }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem("beraterwahl.consent"))).toBe(JSON.stringify({ shown: true, analytics: false }));
  // Another page: the dialog stays away (it would come after 3 s).
  await page.goto("/imprint");
  await passConsentDelay(page);
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
  await expect(dialog).toBeVisible();
  await expect(page.locator("script[data-analytics]")).toHaveCount(0);
});

test("the consultants grid sorts, filters by topic and pages", async ({ page }) => {
  await page.goto("/consultants?sort=name&pageSize=5");
  const expected = await sql<{ name: string }>(
    `SELECT trim(coalesce(title || ' ', '') || "givenName" || ' ' || "familyName") AS name FROM "Consultant" WHERE state <> 'disabled' ORDER BY "familyName", "givenName", id LIMIT 5`,
  );
  expect(await page.locator("main ul li h3").allInnerTexts()).toEqual(expected.map((r) => r.name));
  await expect(page.getByRole("link", { name: "Seite 2" })).toHaveAttribute("href", /page=2/);

  const topic = await sqlRow<{ id: number; n: string }>(
    `SELECT t.id, count(*) AS n FROM "ConsultingTopic" t JOIN "ConsultantTopic" ct ON ct."consultingTopicId" = t.id JOIN "Consultant" c ON c.id = ct."consultantId" AND c.state <> 'disabled' WHERE t.key = 'tax' GROUP BY t.id`,
  );
  await page.goto(`/consultants?topic=${topic.id}`);
  await expect(page.getByRole("status").first()).toHaveText(`${new Intl.NumberFormat("de-CH").format(Number(topic.n))} Treffer`);
});

test("the companies grid defaults to rating order and the company page lists its members", async ({ page }) => {
  await page.goto("/companies");
  const best = await sqlRow<{ id: number; name: string }>(`SELECT id, name FROM "Company" ORDER BY "ratingAverage" DESC, "ratingCount" DESC, name, id LIMIT 1`);
  await expect(page.locator("main ul li h3").first()).toHaveText(best.name);
  await expect(page.getByRole("heading", { name: "Fehlt Ihr Unternehmen?" })).toBeVisible();

  const alpen = await sqlRow<{ id: number; members: string; website: string | null }>(
    `SELECT co.id, co."websiteUrl" AS website, (SELECT count(*) FROM "Consultant" c WHERE c."companyId" = co.id AND c."companyLinkState" IN ('accepted','administrator') AND c.state <> 'disabled') AS members FROM "Company" co WHERE co.name = 'Alpen Finanz AG'`,
  );
  await page.goto(`/companies/${alpen.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alpen Finanz AG");
  await expect(page.locator('section[aria-labelledby="members-title"] > ul > li')).toHaveCount(Number(alpen.members));
  if (alpen.website) {
    const expected = /^https?:\/\//i.test(alpen.website) ? alpen.website : `https://${alpen.website}`;
    await expect(page.locator(`#contact a[href="${expected}"]`)).toBeVisible();
  }
});

test("a company with more members than its page shows links to the page of all of them", async ({ page }) => {
  // 30 members: the company page shows MEMBERS_ON_COMPANY_PAGE (12) of them and links to all. Rows written
  // straight into the database and removed at the end, so that no other test's figures see them.
  const stamp = Date.now();
  const company = await sqlRow<{ id: number }>(
    `INSERT INTO "Company" ("number", "name", "streetName", "streetNumber", "postalCode", "city", "canton", "email", "updatedAt")
     VALUES ($1, 'Grossteam Beratung AG', 'Weg', '1', '3011', 'Bern', 'BE', 'team@example.ch', now()) RETURNING "id"`,
    [`E2E-T-${stamp}`],
  );
  try {
    await sql(
      `INSERT INTO "Consultant" ("number", "honorific", "givenName", "familyName", "streetName", "streetNumber", "postalCode", "city", "canton",
         "publicEmail", "state", "companyId", "companyLinkState", "updatedAt")
       SELECT 'T' || $1 || '-' || g, 'mr', 'Mitglied', 'Team ' || lpad(g::text, 2, '0'), 'Weg', '1', '3011', 'Bern', 'BE',
              'team' || g || '@example.ch', 'active', $2, 'accepted', now()
       FROM generate_series(1, 30) AS g`,
      [String(stamp % 1_000_000_000), company.id],
    );
    await page.goto(`/companies/${company.id}`);
    const members = page.locator('section[aria-labelledby="members-title"] > ul > li');
    await expect(members).toHaveCount(12);
    await expect(members.first()).toContainText("Mitglied Team 01");
    // The structured data names the members the page shows, not the whole team.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as { member?: unknown[] };
    expect(jsonLd.member).toHaveLength(12);
    await page.getByRole("link", { name: "Alle 30 Beraterinnen und Berater ansehen" }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${company.id}-grossteam-beratung-ag/members$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beraterinnen und Berater von Grossteam Beratung AG");
    await expect(page.locator("main article > ul > li")).toHaveCount(30);
    await expect(page.locator("main article > ul > li").last()).toContainText("Mitglied Team 30");
    await page.getByRole("link", { name: "Zurück zu Grossteam Beratung AG" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grossteam Beratung AG");
  } finally {
    await sql(`DELETE FROM "Consultant" WHERE "companyId" = $1`, [company.id]);
    await sql(`DELETE FROM "Company" WHERE "id" = $1`, [company.id]);
  }
});

test("the invite-company dialog validates and sends", async ({ page }) => {
  await presetCookieChoice(page, "all");
  await page.goto("/companies");
  await page.getByRole("button", { name: "Unternehmen vorschlagen" }).click();
  const dialog = page.getByRole("dialog", { name: "Unternehmen einladen" });
  await dialog.getByRole("button", { name: "Einladung senden" }).click();
  await expect(dialog.getByText("Bitte füllen Sie dieses Feld aus").first()).toBeVisible();
  await dialog.getByLabel("Ihr Name").fill("Erika Muster");
  await dialog.getByLabel("Ihre E-Mail").fill("erika@example.ch");
  await dialog.getByLabel("Name des Unternehmens").fill("Muster Treuhand AG");
  await dialog.getByLabel("E-Mail des Unternehmens", { exact: true }).fill("info@muster-treuhand.ch");
  await dialog.getByLabel(/Datenschutzerklärung/).check();
  await dialog.getByRole("button", { name: "Einladung senden" }).click();
  await expect(dialog.getByText("Danke! Wir haben Ihre Einladung erhalten")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Unternehmen vorschlagen" })).toBeFocused();
});

test("the feedback dialog counts characters and confirms", async ({ page }) => {
  await presetCookieChoice(page, "all");
  await page.goto("/about-us");
  await page.getByRole("button", { name: "Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Ihr Feedback" });
  await dialog.getByLabel("Thema").selectOption("usability");
  const comment = "Die Suche ist sehr übersichtlich.";
  await dialog.getByLabel("Ihr Kommentar").fill(comment);
  await expect(dialog.getByText(`${comment.length} / 500`)).toBeVisible();
  await dialog.getByRole("button", { name: "Feedback senden" }).click();
  await expect(dialog.getByText("Bitte füllen Sie dieses Feld aus")).toBeVisible();
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Feedback senden" }).click();
  await expect(dialog.getByText("Vielen Dank für Ihr Feedback!")).toBeVisible();
});

test("pricing asks for a plan, the terms link three PDFs, and the SEO files list every profile", async ({ page, request }) => {
  await presetCookieChoice(page, "all");
  await page.goto("/for-consultants#pricing");
  await page.getByRole("button", { name: "14 Tage kostenlos testen" }).click();
  await expect(page.getByText("Bitte wählen Sie einen Plan")).toBeVisible();
  await expect(page.getByText("Terminbuchung auf dem Profil")).toBeVisible();

  await page.goto("/terms-of-service");
  const links = page.locator('main a[href$=".pdf"]');
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
    const pdf = await request.get(href!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }

  // /sitemap.xml is an index of numbered files; together they list every page and profile once.
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files[0]).toBe("/sitemaps/0.xml");
  const sitemap = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join("\n");
  const { n } = await sqlRow<{ n: string }>(`SELECT (SELECT count(*) FROM "Consultant" WHERE state <> 'disabled') + (SELECT count(*) FROM "Company") AS n`);
  expect(sitemap.match(/<url>/g)?.length).toBe(Number(n) + 9);
  expect(new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).size).toBe(Number(n) + 9);
  expect(sitemap).toContain('hreflang="fr"');
  expect((await request.get(`/sitemaps/${files.length}.xml`)).status()).toBe(404);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap:");
});

test("further ratings load under the cached first ten, newest first, in the page's language (fr)", async ({ page }) => {
  const c = await sqlRow<{ id: number; n: number }>(
    `SELECT c.id, c."ratingCount" AS n FROM "Consultant" c WHERE c.state = 'active' AND c."ratingCount" > 12 ORDER BY c."ratingCount" DESC, c.id LIMIT 1`,
  );
  await page.goto(`/fr/consultants/${c.id}`);
  const cards = page.locator("#ratings article");
  await expect(cards).toHaveCount(10);
  await page.getByRole("button", { name: `Afficher plus d’évaluations (${c.n - 10})` }).click();
  await expect(cards).toHaveCount(20);
  // The added cards are the next ten by date, rendered by the server in French.
  const dates = await cards.locator("header time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(cards.nth(10)).toContainText(/janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc/);
  if (c.n > 20) await expect(page.getByRole("button", { name: `Afficher plus d’évaluations (${c.n - 20})` })).toBeVisible();
});

test("the booking widget and the video show only with booking credentials and a valid YouTube link", async ({ page }) => {
  const withBooking = await sqlRow<{ id: number; token: string; worker: string; youtube: string | null }>(
    `SELECT id, "calensoToken" AS token, "calensoWorkerId" AS worker, "youTubeUrl" AS youtube FROM "Consultant" WHERE lower(email) = 'claudia.meier@alpenfinanz.ch'`,
  );
  await page.goto(`/consultants/${withBooking.id}`);
  // Third-party frames load only after a click on their placeholder, which names the provider (docs/product-rules.md#data-protection).
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: /^Terminkalender von .+ laden$/ }).click();
  const booking = page.locator('iframe[title^="Terminbuchung bei"]');
  await expect(booking).toHaveAttribute("src", new RegExp(`partner=${withBooking.token}.*worker_id=${withBooking.worker}`));
  if (withBooking.youtube) {
    await page.getByRole("button", { name: "Video von YouTube laden" }).click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
  }
  // After "accept all" they load without asking.
  await setCookieChoice(page, "all");
  await page.reload();
  await expect(booking).toHaveCount(1);

  const without = await sqlRow<{ id: number }>(
    `SELECT id FROM "Consultant" WHERE state = 'active' AND ("calensoToken" IS NULL OR "calensoWorkerId" IS NULL) AND "youTubeUrl" IS NULL ORDER BY id LIMIT 1`,
  );
  await page.goto(`/consultants/${without.id}`);
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("two consultants from the results can be compared side by side", async ({ page }) => {
  await presetCookieChoice(page, "all");
  await page.goto("/?type=perimeter&postalCode=8001&perimeter=5#results");
  const boxes = page.locator('#results input[name="compare"]');
  const names = await page.locator("#results ol > li h3").allInnerTexts();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole("button", { name: "Auswahl vergleichen" }).click();
  await expect(page).toHaveURL(/tab=compare/);
  const table = page.getByRole("table", { name: "Vergleich der ausgewählten Beraterinnen und Berater" });
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  await expect(table.getByRole("columnheader").nth(0)).toContainText(names[0]!);
  await expect(table.getByRole("columnheader").nth(1)).toContainText(names[1]!);
  await expect(table.getByRole("row", { name: /Entfernung/ })).toContainText(/(?<!\d)\d+\.\d{2} km/);
});

test("the plan choice asks for a plan, then opens the account creation with it, in the page's language", async ({ page }) => {
  await page.goto("/fr/for-consultants");
  const pricing = page.locator("#pricing");
  await pricing.getByRole("button", { name: /jours gratuitement/i }).click();
  await expect(pricing.getByRole("alert")).toHaveText("Veuillez choisir un plan");
  await expect(page).toHaveURL(/\/fr\/for-consultants$/);
  await pricing.getByRole("radio").nth(1).check();
  await expect(pricing.getByRole("alert")).toHaveCount(0);
  const value = await pricing.getByRole("radio").nth(1).getAttribute("value");
  await pricing.getByRole("button", { name: /jours gratuitement/i }).click();
  // Signed out, the account creation sends the visitor to sign in first, keeping the plan in the way back.
  await page.waitForURL((url) => decodeURIComponent(url.href).includes(`/fr/account/create?plan=${value}`));
});
