// Administration CRUD journeys in Chromium (docs/product-rules.md#administration, #validation-limits):
// for companies, consultants and sales agents a platform administrator searches and filters the list,
// pages it, adds a record (an invalid submit first: localized messages, nothing created), finds it,
// edits it, sees the change after a reload and deletes it after the confirmation. A read-only staff
// member (read:companies only, through the OpenID Connect issuer) may read the companies list and
// nothing more. Every record used here is created by this spec; demo records are only read.
import { expect, test, type Page } from "@playwright/test";
import { setupSpecIssuer, signInAsAdminThroughPage } from "@/tests/support/e2e-sign-in";
import { sql, sqlRow } from "@/tests/support/e2e-database";
import { presetCookieChoiceForEachTest } from "@/tests/support/e2e-cookie-consent";

const RUN = Date.now().toString(36).slice(-6);
/** Letters only, so that it also works as a name. */
const tag = (prefix: string) => `${prefix}${RUN.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

/** Runs the list's search form (search text, one more postal code, a checked state) and waits for the result. */
async function filterList(
  page: Page,
  labels: { search: string; addPostalCode: string; apply: string },
  filter: { q?: string; postalCode?: string; state?: string },
) {
  if (filter.q !== undefined) await page.getByLabel(labels.search, { exact: true }).fill(filter.q);
  if (filter.postalCode !== undefined) await page.getByLabel(labels.addPostalCode, { exact: true }).fill(filter.postalCode);
  // The list before also had pageSize= in its URL: wait for the URL of this very filter.
  const applied = (url: URL) =>
    (filter.state === undefined || url.searchParams.getAll("state").includes(filter.state)) &&
    (filter.q === undefined || (url.searchParams.get("q") ?? "") === filter.q.trim()) &&
    (filter.postalCode === undefined || url.searchParams.getAll("postalCode").includes(filter.postalCode));
  // A GET form, so waitForURL resolves once the filtered list has loaded.
  await Promise.all([page.waitForURL(applied), page.getByRole("button", { name: labels.apply, exact: true }).click()]);
}

/** The cell texts of the list's body rows. */
async function rows(page: Page): Promise<string[][]> {
  return page
    .locator("table tbody tr")
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => (td.textContent ?? "").replaceAll("\u00a0", " ").trim())));
}

// The cookie notice (a modal after 3 s) is answered beforehand: on a slow machine it would cover the forms.
presetCookieChoiceForEachTest("all");

const DE = { search: "Suche", addPostalCode: "PLZ hinzufügen", apply: "Anwenden" };
const EN = { search: "Search", addPostalCode: "Add postal code", apply: "Apply" };

test.describe("administration CRUD", () => {
  // Each journey runs some 40 steps through a list, two forms and a delete: longer than the 30 s default on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test("companies: filter and page the list, add (invalid first), edit, delete (de)", async ({ page }) => {
    const name = `${tag("Testfirma")} AG`;
    await signInAsAdminThroughPage(page, "");
    await page.goto("/administration/companies");
    await expect(page.getByRole("heading", { level: 1, name: "Firmen" })).toBeVisible();

    // Paging: 50 per page by default, options 25, 50, 100, all.
    const paging = page.getByRole("navigation", { name: "Seiten" });
    await expect(paging.getByRole("link", { name: "50", exact: true })).toHaveAttribute("aria-current", "true");
    for (const size of ["25", "100", "Alle"]) await expect(paging.getByRole("link", { name: size, exact: true })).toBeVisible();
    const firstPage = await rows(page);
    expect(firstPage.length).toBeGreaterThan(0);
    expect(firstPage.length).toBeLessThanOrEqual(50);
    // Sorted by name. Only the initials are compared: the database sorts in byte order, so "Rätia" comes
    // after "Rigi" (the collation is a known open issue).
    const initials = firstPage.map((r) => r[1]!.normalize("NFD").charAt(0).toUpperCase());
    expect(initials).toEqual([...initials].sort());
    await paging.getByRole("link", { name: "25", exact: true }).click();
    await expect(page).toHaveURL(/pageSize=25/);
    expect((await rows(page)).length).toBeLessThanOrEqual(25);

    // Search over names and over the id.
    await filterList(page, DE, { q: "Alpen Finanz" });
    await expect(page.getByRole("link", { name: "Alpen Finanz AG" })).toBeVisible();
    const alpenHref = await page.getByRole("link", { name: "Alpen Finanz AG" }).getAttribute("href");
    const alpenId = alpenHref?.match(/companies\/(\d+)$/)?.[1];
    expect(alpenId).toBeTruthy();
    await filterList(page, DE, { q: alpenId });
    await expect(page.getByRole("link", { name: "Alpen Finanz AG" })).toBeVisible();

    // The add form: an invalid submit shows the messages at their fields and creates nothing.
    await page.goto("/administration/companies");
    await page.getByRole("link", { name: "Firma hinzufügen" }).click();
    await page.waitForURL("**/administration/companies/add");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("E-Mail", { exact: true }).fill("keine-adresse");
    await page.getByLabel("PLZ", { exact: true }).fill("39");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Es gibt Angaben, die Ihre Aufmerksamkeit erfordern" })).toBeVisible();
    await expect(page.getByLabel("Strasse", { exact: true })).toHaveAccessibleDescription("Bitte füllen Sie dieses Feld aus");
    await expect(page.getByLabel("E-Mail", { exact: true })).toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    await expect(page.getByLabel("PLZ", { exact: true })).toHaveAccessibleDescription("Bitte geben Sie eine gültige vierstellige Postleitzahl ein");
    await expect(page).toHaveURL(/companies\/add$/);
    await page.goto(`/administration/companies?q=${encodeURIComponent(name)}`);
    await expect(page.getByText("Keine Einträge gefunden")).toBeVisible();

    // A valid one returns to the list.
    await page.goto("/administration/companies/add");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("E-Mail", { exact: true }).fill(`info-${RUN}@testfirma.ch`);
    await page.getByLabel("Strasse", { exact: true }).fill("Bahnhofstrasse");
    await page.getByLabel("Hausnummer", { exact: true }).fill("7");
    await page.getByLabel("PLZ", { exact: true }).fill("3920");
    await page.getByLabel("Ort", { exact: true }).fill("Zermatt");
    await page.getByLabel("Kanton").selectOption("VS");
    await page.getByRole("button", { name: "Speichern" }).click();
    await page.waitForURL(/\/administration\/companies$/);

    // Found by name, and by its postal code: every row of the filtered list has that postal code.
    await filterList(page, DE, { q: "", postalCode: "3920" });
    await expect(page).toHaveURL(/postalCode=3920/);
    const filtered = await rows(page);
    expect(filtered.map((r) => r[1])).toContain(name);
    for (const r of filtered) expect(r[2]).toMatch(/^3920 /);
    await filterList(page, DE, { q: name });
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("3920 Zermatt");

    // Detail: edit a field, save, and see the change after a reload.
    await page.getByRole("link", { name }).click();
    await page.waitForURL(/\/administration\/companies\/\d+$/);
    const detailUrl = page.url();
    const id = detailUrl.split("/").pop();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(name) })).toBeVisible();
    await page.getByLabel("Ort", { exact: true }).fill("Täsch");
    await page.getByLabel(/^Telefon/).fill("+41 27 000 00 00");
    await page.getByRole("button", { name: "Speichern" }).click();
    await page.waitForURL(/\/administration\/companies$/);
    await page.goto(detailUrl);
    await expect(page.getByLabel("Ort", { exact: true })).toHaveValue("Täsch");
    await expect(page.getByLabel(/^Telefon/)).toHaveValue("+41 27 000 00 00");

    // Its public page exists until it is deleted.
    const before = await page.request.get(`/companies/${id}`);
    expect(before.status()).toBe(200);

    // Delete: the confirmation can be cancelled; confirming deletes and returns to the list.
    await page.getByRole("button", { name: "Löschen" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Sind Sie sicher, dass Sie diese Firma unwiderruflich löschen wollen?");
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByLabel("Ort", { exact: true })).toHaveValue("Täsch");
    await page.getByRole("button", { name: "Löschen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Ja, löschen" }).click();
    await page.waitForURL(/\/administration\/companies$/);
    await filterList(page, DE, { q: name });
    await expect(page.getByText("Keine Einträge gefunden")).toBeVisible();
    const publicPage = await page.goto(`/companies/${id}`);
    expect(publicPage?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  });

  test("consultants: state and postal-code filters, add (invalid first), edit, delete (en)", async ({ page }) => {
    const familyName = tag("Testberater");
    await signInAsAdminThroughPage(page, "/en");
    await page.goto("/en/administration/consultants");
    await expect(page.getByRole("heading", { level: 1, name: "Consultants" })).toBeVisible();
    const paging = page.getByRole("navigation", { name: "Pages" });
    await expect(paging.getByRole("link", { name: "50", exact: true })).toHaveAttribute("aria-current", "true");
    expect((await rows(page)).length).toBe(50);

    // State filter: only unclaimed profiles.
    await page.getByRole("checkbox", { name: "Unclaimed" }).check();
    await filterList(page, EN, { state: "unclaimed" });
    const unclaimed = await rows(page);
    expect(unclaimed.length).toBeGreaterThan(0);
    for (const r of unclaimed) expect(r[0]).toBe("Unclaimed");
    await page.getByRole("link", { name: "Reset" }).click();
    await page.waitForURL((url) => !url.search.includes("state="));
    await expect(page.getByRole("checkbox", { name: "Unclaimed" })).not.toBeChecked();

    // Search over names and company.
    await filterList(page, EN, { q: "Brunner" });
    expect((await rows(page)).some((r) => r[1] !== "" && r[3] === "Brunner" && r[2] === "Lukas")).toBe(true);
    await filterList(page, EN, { q: "Alpen Finanz" });
    const members = await rows(page);
    expect(members.length).toBeGreaterThan(0);
    for (const r of members) expect(r[6]).toBe("Alpen Finanz AG");

    // Add: an empty submit shows the localized messages, including the topic rule, and sends nothing.
    await page.goto("/en/administration/consultants");
    await page.getByRole("link", { name: "Add consultant" }).click();
    await page.waitForURL("**/en/administration/consultants/add");
    await page.getByLabel("Family name", { exact: true }).fill(familyName);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There are items that require your attention" })).toBeVisible();
    await expect(page.getByLabel("Given name", { exact: true })).toHaveAccessibleDescription("Please fill out this field");
    await expect(page.getByRole("alert").filter({ hasText: "Please select at least one consulting topic" })).toBeVisible();
    await page.goto(`/en/administration/consultants?q=${familyName}`);
    await expect(page.getByText("No entries found")).toBeVisible();

    await page.goto("/en/administration/consultants/add");
    await page.getByLabel("Given name", { exact: true }).fill("Tina");
    await page.getByLabel("Family name", { exact: true }).fill(familyName);
    await page.getByLabel("Street", { exact: true }).fill("Seeweg");
    await page.getByLabel("House number", { exact: true }).fill("3");
    await page.getByLabel("Postal code", { exact: true }).fill("6600");
    await page.getByLabel("City", { exact: true }).fill("Locarno");
    await page.getByLabel("Canton").selectOption("TI");
    await page.getByLabel("Public e-mail", { exact: true }).fill(`tina-${RUN}@example.ch`);
    await page.getByRole("group", { name: "Consulting topics" }).getByRole("checkbox").first().check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/en\/administration\/consultants$/);

    // Found by name and by postal code; administrator-created profiles start unclaimed.
    await filterList(page, EN, { q: familyName, postalCode: "6600" });
    const found = await rows(page);
    expect(found).toHaveLength(1);
    expect(found[0]!.slice(0, 6)).toEqual(["Unclaimed", found[0]![1], "Tina", familyName, "–", "6600 Locarno"]);

    await page.getByRole("link", { name: familyName }).click();
    await page.waitForURL(/\/en\/administration\/consultants\/\d+$/);
    const detailUrl = page.url();
    const id = detailUrl.split("/").pop();
    await page.getByLabel("City", { exact: true }).fill("Ascona");
    await page.getByLabel("Postal code", { exact: true }).fill("6612");
    await page.getByLabel("State", { exact: true }).selectOption("active");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/en\/administration\/consultants$/);
    await page.goto(detailUrl);
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("Ascona");
    await expect(page.getByLabel("State", { exact: true })).toHaveValue("active");

    // The public page shows the profile until it is deleted.
    const before = await page.request.get(`/en/consultants/${id}`);
    expect(before.status()).toBe(200);
    expect(await before.text()).toContain(familyName);

    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    // Without evaluations the profile is deleted (with evaluations it would return to unclaimed).
    await expect(dialog).toContainText("A profile without evaluations is deleted.");
    await dialog.getByRole("button", { name: "Yes, delete" }).click();
    await page.waitForURL(/\/en\/administration\/consultants$/);
    await filterList(page, EN, { q: familyName });
    await expect(page.getByText("No entries found")).toBeVisible();
    const publicPage = await page.goto(`/en/consultants/${id}`);
    expect(publicPage?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("consultants: a rated profile is erased with its evaluations only after typing its number (de)", async ({ page }) => {
    const familyName = tag("Geloescht");
    const row = await sqlRow<{ id: number; number: string }>(
      `INSERT INTO "Consultant" ("number", "honorific", "givenName", "familyName", "streetName", "streetNumber", "postalCode", "city", "canton", "publicEmail", "state", "updatedAt")
       VALUES ($1, 'mrs', 'Erika', $2, 'Weg', '1', '3011', 'Bern', 'BE', 'erika@example.ch', 'active', now()) RETURNING id, number`,
      [`E2E-X-${RUN}`, familyName],
    );
    await sql(
      `INSERT INTO "Evaluation" ("id", "consultantId", "releaseAt", "state", "publishedAt", "editTokenHash", "customerHonorific", "customerGivenName", "customerFamilyName",
         "customerEmail", "nameDisplayStyle", "language", "privacyPolicyAndTermsAndConditions", "overallRating", "emailConfirmedAt")
       VALUES (gen_random_uuid(), $1, now(), 'published', now(), repeat('0', 64), 'mr', 'Kurt', 'Kunde', $2, 'fullName', 'de', true, 2, now())`,
      [row.id, `kunde-${RUN}@example.ch`],
    );
    await signInAsAdminThroughPage(page, "");
    await page.goto(`/administration/consultants/${row.id}`);
    await page.getByRole("button", { name: "Mit Bewertungen löschen …" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Profil und seine 1 Bewertung werden unwiderruflich gelöscht");
    const confirm = dialog.getByRole("button", { name: "Endgültig löschen" });
    const field = dialog.getByLabel(`Geben Sie zur Bestätigung die Beraternummer ${row.number} ein`);
    await field.fill("B-000");
    await expect(confirm).toBeDisabled();
    await field.fill(row.number.toLowerCase());
    await confirm.click();
    await page.waitForURL(/\/administration\/consultants$/);
    expect(await sql(`SELECT 1 FROM "Evaluation" WHERE "consultantId" = $1`, [row.id])).toHaveLength(0);
    expect((await page.request.get(`/consultants/${row.id}`)).status()).toBe(404);
  });

  test("sales agents: filter and page the list, add (invalid first), edit, delete (de)", async ({ page }) => {
    const familyName = tag("Verkauf");
    const number = `S-${String(Date.now() % 1e8).padStart(8, "0")}`;
    await signInAsAdminThroughPage(page, "");
    await page.goto("/administration/salesAgents");
    await expect(page.getByRole("heading", { level: 1, name: "Vertriebspartner" })).toBeVisible();
    // 50 per page by default; options 5, 10, 30, 50, 100, all.
    const paging = page.getByRole("navigation", { name: "Seiten" });
    await expect(paging.getByRole("link", { name: "50", exact: true })).toHaveAttribute("aria-current", "true");
    await paging.getByRole("link", { name: "5", exact: true }).click();
    await expect(page).toHaveURL(/pageSize=5/);
    expect((await rows(page)).length).toBeLessThanOrEqual(5);
    for (const size of ["10", "30", "100", "Alle"]) await expect(paging.getByRole("link", { name: size, exact: true })).toBeVisible();

    // Add: invalid first (the detail and commission cards are checked together), nothing is created.
    await page.getByRole("link", { name: "Vertriebspartner hinzufügen" }).click();
    await page.waitForURL("**/administration/salesAgents/add");
    await page.getByLabel("Vertriebspartner-Nr.", { exact: true }).fill(number);
    await page.getByLabel("Nachname", { exact: true }).fill(familyName);
    await page.getByLabel("E-Mail", { exact: true }).fill("falsch@");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Es gibt Angaben, die Ihre Aufmerksamkeit erfordern" })).toBeVisible();
    await expect(page.getByLabel("Vorname", { exact: true })).toHaveAccessibleDescription("Bitte füllen Sie dieses Feld aus");
    await expect(page.getByLabel("E-Mail", { exact: true })).toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    // The date field also describes its format (TT.MM.JJJJ) to a screen reader.
    await expect(page.getByLabel("Geburtsdatum", { exact: true })).toHaveAccessibleDescription(/Bitte geben Sie ein gültiges Datum ein$/);
    await page.goto(`/administration/salesAgents?q=${number}`);
    await expect(page.getByText("Keine Einträge gefunden")).toBeVisible();

    await page.goto("/administration/salesAgents/add");
    await page.getByLabel("Vertriebspartner-Nr.", { exact: true }).fill(number);
    await page.getByLabel(/^Firmenname/).fill("Testvertrieb GmbH");
    await page.getByLabel("Vorname", { exact: true }).fill("Vera");
    await page.getByLabel("Nachname", { exact: true }).fill(familyName);
    await page.getByLabel("Geburtsdatum", { exact: true }).fill("12.04.1985");
    await page.getByLabel("Eintrittsdatum", { exact: true }).fill("01.02.2024");
    await page.getByLabel("Strasse", { exact: true }).fill("Marktgasse");
    await page.getByLabel("Hausnummer", { exact: true }).fill("12");
    await page.getByLabel("PLZ", { exact: true }).fill("7500");
    await page.getByLabel("Ort", { exact: true }).fill("St. Moritz");
    await page.getByLabel("E-Mail", { exact: true }).fill(`vera-${RUN}@example.ch`);
    await page.getByLabel("Provisionsstufe").selectOption({ index: 2 });
    await page.getByRole("button", { name: "Speichern" }).click();
    await page.waitForURL(/\/administration\/salesAgents$/);

    // Found by number, by name, and by postal code.
    await filterList(page, DE, { q: number });
    expect(await rows(page)).toEqual([[number, "Testvertrieb GmbH", "Vera", familyName, "7500 St. Moritz"]]);
    await filterList(page, DE, { q: familyName, postalCode: "7500" });
    expect((await rows(page)).map((r) => r[0])).toEqual([number]);
    await filterList(page, DE, { q: "Testvertrieb", postalCode: "" });
    expect((await rows(page)).map((r) => r[0])).toContain(number);

    await page.getByRole("link", { name: familyName }).click();
    await page.waitForURL(/\/administration\/salesAgent\/\d+$/);
    const detailUrl = page.url();
    await expect(page.getByRole("heading", { level: 1, name: `Vera ${familyName} (${number})` })).toBeVisible();
    await expect(page.getByLabel("Provisionsstufe")).toHaveValue("3");
    await page.getByLabel("Ort", { exact: true }).fill("Pontresina");
    await page.getByLabel("PLZ", { exact: true }).fill("7504");
    await page.getByRole("button", { name: "Speichern" }).click();
    await page.waitForURL(/\/administration\/salesAgents$/);
    await page.goto(detailUrl);
    await expect(page.getByLabel("Ort", { exact: true })).toHaveValue("Pontresina");
    await expect(page.getByLabel("Geburtsdatum", { exact: true })).toHaveValue("12.04.1985");

    await page.getByRole("button", { name: "Löschen" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Sind Sie sicher, dass Sie diesen Vertriebspartner unwiderruflich löschen wollen?");
    await dialog.getByRole("button", { name: "Ja, löschen" }).click();
    await page.waitForURL(/\/administration\/salesAgents$/);
    await filterList(page, DE, { q: number });
    await expect(page.getByText("Keine Einträge gefunden")).toBeVisible();
    const gone = await page.goto(detailUrl);
    expect(gone?.status()).toBe(404);
  });
});

test.describe("reordering", () => {
  for (const list of [
    { name: "consulting topics", path: "/administration/topics", api: "/api/consultingTopic" },
    { name: "questions", path: "/administration/questionnaire", api: "/api/questionDefinition" },
  ]) {
    test(`${list.name}: a move is one request and survives a reload; moving back restores the order (de)`, async ({ page }) => {
      await signInAsAdminThroughPage(page, "");
      await page.goto(list.path);
      const downButtons = page.getByRole("button", { name: / nach unten$/ });
      const nameOf = async (i: number) => ((await downButtons.nth(i).getAttribute("aria-label")) ?? "").replace(/ nach unten$/, "");
      const first = await nameOf(0);
      const second = await nameOf(1);
      expect(first).not.toBe(second);
      const writes: string[] = [];
      page.on("request", (r) => {
        if (r.method() !== "GET") writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
      });

      await page.getByRole("button", { name: `${first} nach unten`, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();
      await expect(downButtons.first()).toHaveAttribute("aria-label", `${second} nach unten`);
      await page.reload();
      await expect(downButtons.first()).toHaveAttribute("aria-label", `${second} nach unten`);
      await expect(downButtons.nth(1)).toHaveAttribute("aria-label", `${first} nach unten`);
      expect(writes.filter((w) => w.includes(list.api))).toEqual([`PUT ${list.api}/order`]);

      await page.getByRole("button", { name: `${first} nach oben`, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();
      await page.reload();
      await expect(downButtons.first()).toHaveAttribute("aria-label", `${first} nach unten`);
      await expect(downButtons.nth(1)).toHaveAttribute("aria-label", `${second} nach unten`);
    });
  }
});

test.describe("read-only staff", () => {
  const issuer = setupSpecIssuer();

  test("with read:companies only: the list without add button; add and detail forbidden; the API refuses a write (en)", async ({ page }) => {
    const alpen = (await (await page.request.get("/api/company?q=Alpen%20Finanz")).json()) as { items: { id: number; name: string }[] };
    const company = alpen.items.find((c) => c.name === "Alpen Finanz AG");
    expect(company).toBeTruthy();
    issuer.nextSignIn({ sub: `reader-${RUN}`, email: `reader-${RUN}@beraterwahl.ch`, name: "Rita Reader", permissions: ["read:companies"] });
    await page.goto("/en/administration/companies");
    await page.waitForURL("**/en/administration/companies");
    await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
    await filterList(page, EN, { q: "Alpen Finanz" });
    // Rows are plain text for readers: the detail page would refuse them.
    await expect(page.getByRole("cell", { name: "Alpen Finanz AG" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Alpen Finanz AG" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add company" })).toHaveCount(0);
    // The navigation offers only what this account may open.
    const nav = page.getByRole("navigation", { name: "Administration" });
    await expect(nav.getByRole("link", { name: "Companies" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Consultants" })).toHaveCount(0);

    await page.goto("/en/administration/companies/add");
    await page.waitForURL("**/en/forbidden");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await page.goto(`/en/administration/companies/${company!.id}`);
    await page.waitForURL("**/en/forbidden");

    // A write with the session cookie from the page itself: 403 problem+json, nothing changed.
    const answer = await page.evaluate(async (id) => {
      const body = { name: "Übernommen AG", streetName: "Weg", streetNumber: "1", postalCode: "8001", city: "Zürich", canton: "ZH", email: "x@example.ch" };
      const res = await fetch(`/api/company/${id}`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      return { status: res.status, type: res.headers.get("content-type") };
    }, company!.id);
    expect(answer.status).toBe(403);
    expect(answer.type).toContain("application/problem+json");
    const after = (await (await page.request.get(`/api/company/${company!.id}`)).json()) as { name: string };
    expect(after.name).toBe("Alpen Finanz AG");
  });
});
