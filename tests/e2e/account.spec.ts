// The consultant's own account in Chromium against the production server: registration through the
// five-step stepper, claiming a pre-created profile (matching and mismatching e-mail), the grouped
// save of the profile, disable and reactivate, the subscription tab without payment set up, and the rating
// links with their QR codes.
// Every test signs in its own user through the OpenID Connect issuer on loopback, so that no test
// depends on another's order. Claudia Meier's company is left alone (company-membership spec).
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { TestIdentity } from "@/tests/support/oidc-issuer";
import { setupSpecIssuer } from "@/tests/support/e2e-sign-in";
import { presetCookieChoiceForEachTest } from "@/tests/support/e2e-cookie-consent";

const ADMIN: TestIdentity = {
  sub: "h2-admin",
  email: "h2.staff@beraterwahl.ch",
  name: "Hanna Staff",
  roles: ["beraterwahlAdministrator"],
  permissions: ["read:companies", "write:companies", "read:consultants", "write:consultants"],
};
const issuer = setupSpecIssuer();

// Whole journeys with several server round trips, on a shared two-core machine.
test.setTimeout(60_000);

// The cookie dialog (modal, after 3 s, until consent is stored) would cover the page.
presetCookieChoiceForEachTest("all");

/** A write with the page's session cookie, sent as the page's own scripts send it (same Origin). */
function post(page: Page, path: string, data: unknown) {
  return page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } });
}

async function signInAs(page: Page, identity: TestIdentity, locale: "" | "/en" = "", landing = /\/account\/(create|profile)$/) {
  issuer.nextSignIn(identity);
  await page.goto(`${locale}/sign-in-callback`);
  await page.waitForURL(landing);
}

const PERSONAL = { streetName: "Bahnhofstrasse", streetNumber: "12", postalCode: "8001", city: "Zürich", canton: "ZH" };

/** Registers the signed-in user through the API the stepper uses (the stepper itself is tested below). */
async function registerByApi(page: Page, givenName: string, familyName: string): Promise<number> {
  const topics = (await (await page.request.get("/api/consultingTopic")).json()) as { id: number }[];
  const response = await post(page, "/api/account", {
    honorific: "mrs",
    givenName,
    familyName,
    ...PERSONAL,
    country: "ch",
    publicEmail: `${givenName}.${familyName}@example.ch`.toLowerCase(),
    consultingTopicIds: [topics[0]!.id],
    languages: ["de", "en"],
    acceptsPrivacyPolicy: true,
    termsAndConditions: true,
    locale: "de",
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { consultantId: number }).consultantId;
}

function currentStep(page: Page) {
  return page.getByRole("list", { name: "Schritte der Registrierung" }).locator('[aria-current="step"]');
}

async function decodeQrDownload(page: Page, button: ReturnType<Page["getByRole"]>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const png = PNG.sync.read(await readFile(await download.path()));
  // The QR width of 1440 pixels (docs/product-rules.md#constants), drawn locally.
  expect(png.width).toBe(1440);
  const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(qr, "the PNG holds a readable QR code").not.toBeNull();
  return qr!.data;
}

test.describe("consultant account", () => {
  test("register without claiming: five steps, each validated, then the new profile (de)", async ({ page }) => {
    await signInAs(page, { sub: "h2-new", email: "h2.neu@example.ch", name: "Helga Neuberger" });
    await expect(page).toHaveURL(/\/account\/create$/);
    await expect(page.getByRole("heading", { level: 1, name: "Willkommen bei Beraterwahl" })).toBeVisible();

    // Step 1: the claim search finds nothing; the hint continues to the next step.
    await expect(currentStep(page)).toHaveText("1. Auswahl");
    await page.getByLabel("Vor- und Nachname").fill("Helga Neuberger");
    await page.getByRole("button", { name: "Suchen" }).click();
    await page.getByRole("button", { name: /Leider existiert Ihr Profil noch nicht/ }).click();

    // Step 2: Next is refused while a required field is empty.
    await expect(currentStep(page)).toHaveText("2. Persönliche Angaben");
    await expect(page.getByLabel("Vorname *")).toHaveValue("Helga");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Bitte füllen Sie dieses Feld aus").first()).toBeVisible();
    await expect(currentStep(page)).toHaveText("2. Persönliche Angaben");
    await page.getByLabel("Anrede *").selectOption("mrs");
    await page.getByLabel("Strasse *").fill(PERSONAL.streetName);
    await page.getByLabel("Hausnummer *").fill(PERSONAL.streetNumber);
    await page.getByLabel("PLZ *").fill("80");
    await page.getByLabel("Ort *").fill(PERSONAL.city);
    await page.getByLabel("Kanton *").selectOption(PERSONAL.canton);
    await page.getByLabel("Öffentliche E-Mail *").fill("kontakt@neuberger-finanz.ch");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText(/vierstellige/)).toBeVisible();
    await expect(currentStep(page)).toHaveText("2. Persönliche Angaben");
    await page.getByLabel("PLZ *").fill(PERSONAL.postalCode);
    await page.getByRole("button", { name: "Weiter" }).click();

    // Step 3: at least one consulting topic.
    await expect(currentStep(page)).toHaveText("3. Beratungsthemen");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Bitte wählen Sie mindestens ein Beratungsthema" })).toBeVisible();
    await expect(currentStep(page)).toHaveText("3. Beratungsthemen");
    const topic = page
      .getByRole("group", { name: /Beratungsthemen/ })
      .getByRole("button")
      .first();
    const topicName = (await topic.textContent())!.trim();
    await topic.click();
    await expect(topic).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Weiter" }).click();

    // Step 4: at least one language.
    await expect(currentStep(page)).toHaveText("4. Sprachen");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Bitte wählen Sie mindestens eine Sprache" })).toBeVisible();
    await page.getByRole("button", { name: "Italienisch" }).click();
    await page.getByRole("button", { name: "Weiter" }).click();

    // Step 5: both agreements before completing.
    await expect(currentStep(page)).toHaveText("5. Abschluss");
    const mustAccept = page.getByRole("alert").filter({ hasText: "Bitte bestätigen Sie diese Angabe" });
    await page.getByRole("button", { name: "Registrierung abschliessen" }).click();
    await expect(mustAccept).toHaveCount(2);
    await expect(page).toHaveURL(/\/account\/create$/);
    await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
    await page.getByRole("button", { name: "Registrierung abschliessen" }).click();
    await expect(mustAccept).toHaveCount(1);
    await expect(page).toHaveURL(/\/account\/create$/);
    await page.getByRole("checkbox", { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByRole("button", { name: "Registrierung abschliessen" }).click();

    await page.waitForURL("**/account/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
    await page.getByRole("tab", { name: "Persönliche Angaben" }).click();
    await expect(page.getByLabel("Nachname *")).toHaveValue("Neuberger");
    await expect(page.getByLabel("Öffentliche E-Mail *")).toHaveValue("kontakt@neuberger-finanz.ch");
    await page.getByRole("tab", { name: "Themen und Sprachen" }).click();
    await expect(page.getByRole("button", { name: topicName })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Italienisch" })).toHaveAttribute("aria-pressed", "true");
    // The account is known everywhere now: account creation sends the user back to the profile.
    await page.goto("/account/create");
    await page.waitForURL("**/account/profile");
  });

  test("claiming the pre-created profile with its own e-mail makes it active (de)", async ({ page }) => {
    await signInAs(page, { sub: "h2-sandro", email: "sandro.keller@example.ch", name: "Sandro Keller" });
    await expect(page).toHaveURL(/\/account\/create$/);
    await page.getByLabel("Vor- und Nachname").fill("Sandro Keller");
    const search = page.waitForResponse((r) => r.url().includes("/api/account/claim-search"));
    await page.getByRole("button", { name: "Suchen" }).click();
    const hits = (await (await search).json()) as { id: number; formattedName: string; emailMatches: boolean }[];
    const own = hits.find((h) => h.emailMatches);
    expect(own, "the seeded unclaimed profile of sandro.keller@example.ch").toBeDefined();
    const hit = page.getByRole("listitem").filter({ hasText: own!.formattedName });
    await hit.getByRole("button", { name: "Das bin ich" }).click();

    await expect(currentStep(page)).toHaveText("2. Persönliche Angaben");
    await expect(page.getByText(/Sie übernehmen das Profil von/)).toBeVisible();
    // The stored profile fills the steps.
    await expect(page.getByLabel("Nachname *")).toHaveValue("Keller");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(currentStep(page)).toHaveText("3. Beratungsthemen");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(currentStep(page)).toHaveText("4. Sprachen");
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
    await page.getByRole("checkbox", { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByRole("button", { name: "Registrierung abschliessen" }).click();

    await page.waitForURL("**/account/profile");
    // The claimed profile itself, not a new one, is now the user's active profile.
    await expect(page.getByRole("link", { name: "Profil anzeigen" })).toHaveAttribute("href", new RegExp(`/consultants/${own!.id}$`));
    await expect(page.getByRole("tablist", { name: "Bereiche des Profils" })).toBeVisible();
    // No longer offered for claiming.
    const again = (await (await page.request.get(`/api/account/claim-search?name=${encodeURIComponent("Sandro Keller")}`)).json()) as { id: number }[];
    expect(again.map((h) => h.id)).not.toContain(own!.id);
  });

  test("claiming a profile stored with another e-mail is refused and claims nothing (de)", async ({ page, browser }) => {
    // A platform administrator pre-creates the profile (unclaimed) in a separate browser.
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await signInAs(staffPage, ADMIN, "", /\/administration$/);
    const topics = (await (await staffPage.request.get("/api/consultingTopic")).json()) as { id: number }[];
    const createdResponse = await post(staffPage, "/api/consultant", {
      honorific: "mr",
      givenName: "Quirin",
      familyName: "Vorerfasst",
      ...PERSONAL,
      publicEmail: "quirin@vorerfasst.ch",
      email: "quirin@vorerfasst.ch",
      consultingTopicIds: [topics[0]!.id],
      languages: ["de"],
    });
    expect(createdResponse.status()).toBe(201);
    const profileId = ((await createdResponse.json()) as { id: number }).id;
    await staff.close();

    await signInAs(page, { sub: "h2-other", email: "h2.andere@example.ch", name: "Quirin Andere" });
    await expect(page).toHaveURL(/\/account\/create$/);
    await page.getByLabel("Vor- und Nachname").fill("Quirin Vorerfasst");
    await page.getByRole("button", { name: "Suchen" }).click();
    await page.getByRole("listitem").filter({ hasText: "Quirin Vorerfasst" }).getByRole("button", { name: "Das bin ich" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "E-Mail-Adresse" })).toHaveText(
      "Die für dieses Profil gespeicherte E-Mail-Adresse stimmt nicht mit der überein, mit der Sie sich registrieren. Bitte registrieren Sie sich mit der im Profil gespeicherten E-Mail-Adresse.",
    );
    await expect(currentStep(page)).toHaveText("1. Auswahl");

    // The server refuses the claim too, whatever the browser sends.
    const forced = await post(page, "/api/account", {
      honorific: "mr",
      givenName: "Quirin",
      familyName: "Andere",
      ...PERSONAL,
      country: "ch",
      publicEmail: "h2.andere@example.ch",
      consultingTopicIds: [topics[0]!.id],
      languages: ["de"],
      acceptsPrivacyPolicy: true,
      termsAndConditions: true,
      claimConsultantId: profileId,
    });
    expect(forced.status()).toBe(403);
    // Nothing was claimed: the profile is still offered, and the user still has no profile.
    const hits = (await (await page.request.get("/api/account/claim-search?name=Vorerfasst")).json()) as { id: number }[];
    expect(hits.map((h) => h.id)).toContain(profileId);
    await page.goto("/account/profile");
    await page.waitForURL("**/account/create");
  });

  test("save: an invalid tab is marked and nothing is stored; a valid save persists (de)", async ({ page }) => {
    await signInAs(page, { sub: "h2-save", email: "h2.speichern@example.ch", name: "Sina Speicher" });
    await registerByApi(page, "Sina", "Speicher");
    await page.goto("/account/profile");
    const tabs = page.getByRole("tablist", { name: "Bereiche des Profils" });
    const personal = tabs.getByRole("tab", { name: /Persönliche Angaben/ });
    const links = tabs.getByRole("tab", { name: /Links/ });

    await personal.click();
    await page.getByLabel("Ort *").fill("");
    await links.click();
    await page.getByLabel("LinkedIn").fill("https://www.linkedin.com/in/sina-speicher");
    await page.getByRole("button", { name: "Speichern" }).click();

    // The failing tab carries the alert mark and is shown; the warning toast (an alert) explains.
    await expect(personal).toHaveAttribute("aria-selected", "true");
    await expect(personal.getByLabel("Bitte prüfen")).toBeVisible();
    await expect(links.getByLabel("Bitte prüfen")).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: "Es gibt Angaben, die Ihre Aufmerksamkeit erfordern" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Persönliche Angaben" }).getByText("Bitte füllen Sie dieses Feld aus")).toBeVisible();

    // Nothing was saved: neither the empty city nor the other tab's change.
    await page.reload();
    await page.getByRole("tab", { name: /Persönliche Angaben/ }).click();
    await expect(page.getByLabel("Ort *")).toHaveValue("Zürich");
    await page.getByRole("tab", { name: /Links/ }).click();
    await expect(page.getByLabel("LinkedIn")).toHaveValue("");

    await page.getByLabel("LinkedIn").fill("https://www.linkedin.com/in/sina-speicher");
    await page.getByRole("tab", { name: /Persönliche Angaben/ }).click();
    await page.getByLabel("Ort *").fill("Zürich-Altstetten");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();
    await expect(page.getByRole("tab", { name: /Persönliche Angaben/ }).getByLabel("Bitte prüfen")).toHaveCount(0);

    await page.reload();
    await page.getByRole("tab", { name: /Persönliche Angaben/ }).click();
    await expect(page.getByLabel("Ort *")).toHaveValue("Zürich-Altstetten");
    await page.getByRole("tab", { name: /Links/ }).click();
    await expect(page.getByLabel("LinkedIn")).toHaveValue("https://www.linkedin.com/in/sina-speicher");
  });

  test("photo: chosen with our own translated button, uploaded, kept by the save and removable (de)", async ({ page }) => {
    await signInAs(page, { sub: "h2-photo", email: "h2.foto@example.ch", name: "Pia Foto" });
    await registerByApi(page, "Pia", "Foto");
    await page.goto("/account/profile");
    await page
      .getByRole("tablist", { name: "Bereiche des Profils" })
      .getByRole("tab", { name: /Details/ })
      .click();
    const panel = page.getByRole("tabpanel", { name: /Details/ });
    // The page's language, not the browser's ("Choose File"): the native file button is hidden behind ours.
    await expect(panel.getByText("Foto auswählen")).toBeVisible();
    await expect(panel.getByText("Choose File")).toHaveCount(0);

    const png = new PNG({ width: 2, height: 2 });
    png.data.fill(200);
    await panel.getByLabel("Foto", { exact: true }).setInputFiles({ name: "pia.png", mimeType: "image/png", buffer: PNG.sync.write(png) });
    await expect(panel.getByRole("button", { name: "Foto entfernen" })).toBeVisible();
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();

    await page.reload();
    await page
      .getByRole("tablist", { name: "Bereiche des Profils" })
      .getByRole("tab", { name: /Details/ })
      .click();
    await expect(page.getByRole("tabpanel", { name: /Details/ }).locator('img[src^="/api/attachment/"]')).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: /Details/ }).getByRole("button", { name: "Foto entfernen" })).toBeVisible();
  });

  test("disable and reactivate: the public page follows the account (en)", async ({ page }) => {
    await signInAs(page, { sub: "h2-disable", email: "h2.pause@example.ch", name: "Paul Pause" }, "/en");
    const id = await registerByApi(page, "Paul", "Pause");
    await page.goto(`/en/consultants/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: /Paul Pause/ })).toBeVisible();

    await page.goto("/en/account/profile");
    await page.getByLabel("More actions").click();
    await page.getByRole("button", { name: "Disable account" }).click();
    const dialog = page.getByRole("dialog", { name: "Disable your account?" });
    await dialog.getByRole("button", { name: "Disable", exact: true }).click();

    await expect(page.getByRole("heading", { name: "Your account has been disabled" })).toBeVisible();
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your account has been disabled" })).toBeVisible();

    // A disabled consultant's page sends visitors home.
    await page.goto(`/en/consultants/${id}`);
    await expect(page).toHaveURL(/\/en$/);

    await page.goto("/en/account/profile");
    await page.getByRole("button", { name: "Activate account" }).click();
    await expect(page.getByRole("tablist", { name: "Profile sections" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your account has been disabled" })).toHaveCount(0);
    await page.goto(`/en/consultants/${id}`);
    await expect(page).toHaveURL(new RegExp(`/en/consultants/${id}`));
    await expect(page.getByRole("heading", { level: 1, name: /Paul Pause/ })).toBeVisible();
  });

  test("subscription: without payment set up, managing billing says so and stays on the page (de)", async ({ page }) => {
    await signInAs(page, { sub: "h2-billing", email: "h2.billing@example.ch", name: "Berta Billing" });
    await registerByApi(page, "Berta", "Billing");
    await page.goto("/account/profile");
    await page.getByRole("tab", { name: "Abonnement" }).click();
    // The billing portal's text answer is a 503 problem here (no Stripe key): the panel's own words, no navigation.
    const portal = page.waitForResponse((r) => r.url().endsWith("/portal"));
    await page.getByRole("button", { name: "Abrechnung verwalten" }).click();
    expect((await portal).status()).toBe(503);
    await expect(page.getByRole("alert").filter({ hasText: "Die Zahlungsabwicklung ist auf dieser Installation nicht eingerichtet." })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/profile/);
  });

  test("rating links: the QR codes carry the shown links; the verified code is accepted once (de)", async ({ page }) => {
    await signInAs(page, { sub: "h2-rating", email: "h2.qr@example.ch", name: "Rita Rating" });
    const id = await registerByApi(page, "Rita", "Rating");
    await page.goto("/account/profile");
    await page.getByRole("tab", { name: "Bewertung" }).click();
    const panel = page.getByRole("tabpanel", { name: "Bewertung" });

    const common = panel.locator("code").first();
    await expect(common).toHaveText(new RegExp(`/consultants/${id}/questionnaire$`));
    const commonUrl = (await common.textContent())!;
    const downloads = panel.getByRole("button", { name: "QR-Code als PNG" });
    expect(await decodeQrDownload(page, downloads.first())).toBe(commonUrl);

    await panel.getByRole("button", { name: "Link mit Einmalcode erstellen" }).click();
    const verified = panel.locator("code").nth(1);
    await expect(verified).toHaveText(new RegExp(`/consultants/${id}/questionnaire\\?code=\\d{10}$`));
    const verifiedUrl = (await verified.textContent())!;
    const decoded = await decodeQrDownload(page, downloads.nth(1));
    expect(decoded).toBe(verifiedUrl);
    const code = new URL(decoded).searchParams.get("code")!;
    expect(code).toMatch(/^[1-9]\d{9}$/);

    // The questionnaire recognises the personal link with its one-time code ...
    await page.goto(new URL(decoded).pathname + new URL(decoded).search);
    await expect(page.getByText(/persönlichen Bewertungslink von Rita Rating/)).toBeVisible();

    // ... and its code verifies exactly one evaluation.
    const questions = (await (await page.request.get("/api/questionDefinition")).json()) as {
      id: number;
      type: string;
      required: boolean;
      options: { id: number; points: number }[];
    }[];
    const topics = (await (await page.request.get("/api/consultingTopic")).json()) as { id: number }[];
    const answers = questions.map((q) =>
      q.type === "select"
        ? { questionDefinitionId: q.id, selectedOptionId: [...q.options].sort((a, b) => b.points - a.points)[0]!.id }
        : q.type === "text"
          ? { questionDefinitionId: q.id, textValue: "12" }
          : { questionDefinitionId: q.id, value: q.type === "yesNo" ? 1 : 5 },
    );
    const submit = (email: string) =>
      post(page, "/api/evaluation", {
        consultantId: id,
        code,
        language: "de",
        questionResults: answers,
        customer: { honorific: "mrs", givenName: "Vera", familyName: "Kundin", email },
        consultingTopicIds: [topics[0]!.id],
        privacyPolicyAndTermsAndConditions: true,
        nameDisplayStyle: "givenName",
      });
    const first = await submit("vera.kundin@example.ch");
    expect(first.status()).toBe(201);
    expect(await first.json()).toMatchObject({ isVerified: true, codeStatus: "accepted" });
    const second = await submit("otto.kunde@example.ch");
    expect(second.status()).toBe(201);
    expect(await second.json()).toMatchObject({ isVerified: false, codeStatus: "rejected" });
  });
});
