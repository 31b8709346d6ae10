// Sign-in journeys through the real redirect flow of an OpenID Connect issuer on loopback
// (tests/support/oidc-issuer.ts), and the local development sign-in.
import { expect, test, type Page } from "@playwright/test";
import type { TestIdentity } from "@/tests/support/oidc-issuer";
import { setupSpecIssuer } from "@/tests/support/e2e-sign-in";
import { presetCookieChoiceForEachTest } from "@/tests/support/e2e-cookie-consent";

const ALL = ["read:companies", "write:companies", "read:consultants", "write:consultants"];
const issuer = setupSpecIssuer();

// The cookie dialog (modal, after 3 s) would cover the header menu on a slow machine.
presetCookieChoiceForEachTest("all");

async function signInAs(page: Page, identity: TestIdentity, start = "/sign-in-callback") {
  issuer.nextSignIn(identity);
  await page.goto(start);
}

async function signOut(page: Page, locale = "") {
  await page.goto(`${locale}/sign-out-callback`);
  await page.waitForURL((url) => !url.pathname.includes("sign-out-callback"));
}

test.describe("sign-in with the identity provider", () => {
  test("a new user lands on account creation; the menu offers the profile and sign-out", async ({ page }) => {
    await signInAs(page, { sub: "new-1", email: "Neu.OIDC@example.ch", name: "Nina Neu" });
    await page.waitForURL("**/account/create");
    const menu = page.getByRole("button", { name: /Nina Neu/ });
    await menu.click();
    await expect(page.getByRole("link", { name: "Mein Profil" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Administration" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Mein Profil" })).toBeHidden();
    await signOut(page);
    await page.goto("/account/profile");
    // Signed out: the account area sends the visitor to sign in again.
    await page.waitForURL(/sign-in-callback|\/authorize|account\/create/);
  });

  test("an existing consultant lands on the profile and is refused the administration area", async ({ page }) => {
    await signInAs(page, { sub: "c-1", email: "LUKAS.BRUNNER@alpenfinanz.ch", name: "Lukas Brunner" });
    await page.waitForURL("**/account/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
    await page.goto("/en/administration");
    await page.waitForURL("**/en/forbidden");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await signOut(page, "/en");
  });

  test("the company administrator sees My company in the menu", async ({ page }) => {
    await signInAs(page, { sub: "c-2", email: "claudia.meier@alpenfinanz.ch", name: "Claudia Meier" });
    await page.waitForURL("**/account/profile");
    // The profile page itself renders (it once failed on the server for every consultant, taking the header with it).
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
    await page.getByRole("button", { name: /Claudia Meier/ }).click();
    await expect(page.getByRole("link", { name: "Mein Unternehmen" })).toBeVisible();
    await signOut(page);
  });

  test("the platform administrator reaches the administration with its navigation panel", async ({ page }) => {
    await signInAs(page, { sub: "a-1", email: "petra.staff@beraterwahl.ch", name: "Petra Staff", roles: ["beraterwahlAdministrator"], permissions: ALL });
    await page.waitForURL("**/administration");
    const nav = page.getByRole("navigation", { name: "Administration" });
    for (const label of ["Dashboard", "Unternehmen", "Berater", "Vertriebspartner", "Postausgang"])
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    await nav.getByRole("link", { name: "Unternehmen" }).click();
    await page.waitForURL("**/administration/companies");
    await page.getByRole("button", { name: /Petra Staff/ }).click();
    await expect(page.getByRole("link", { name: "Administration" })).toBeVisible();
    await signOut(page);
  });

  test("a signed-out visitor is brought back to the page they asked for", async ({ page }) => {
    issuer.nextSignIn({ sub: "a-2", email: "fr.staff@beraterwahl.ch", roles: ["beraterwahlAdministrator"], permissions: ALL });
    await page.goto("/fr/administration/consultants");
    await page.waitForURL("**/fr/administration/consultants");
    await expect(page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Conseillers" })).toHaveAttribute("aria-current", "page");
    await signOut(page, "/fr");
  });

  test("a permission removed at the issuer is refused after the next sign-in", async ({ page }) => {
    await signInAs(page, { sub: "r-1", email: "reader@beraterwahl.ch", name: "Rita Reader", permissions: ["read:companies"] });
    // The sign-in finishes with its own redirect: navigating before it lands aborts one of the two.
    await page.waitForURL("**/account/create");
    await page.goto("/administration/companies");
    await expect(page).toHaveURL(/\/administration\/companies$/);
    await signOut(page);
    await signInAs(page, { sub: "r-1", email: "reader@beraterwahl.ch", name: "Rita Reader", permissions: [] });
    await page.waitForURL("**/account/create");
    await page.goto("/administration/companies");
    await page.waitForURL("**/forbidden");
    await expect(page.getByRole("heading", { name: "Kein Zugriff" })).toBeVisible();
  });

  test("the sign-in callback shows its dialog and a Cancel button after two seconds", async ({ page }) => {
    // The sign-in request never gets an answer: the dialog stays.
    await page.route("**/api/auth/signin/oidc**", () => {});
    await page.goto("/sign-in-callback");
    await expect(page.getByRole("alertdialog", { name: "Anmeldung läuft …" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Abbrechen" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Abbrechen" })).toBeVisible({ timeout: 4000 });
  });
});

test.describe("local development sign-in", () => {
  test("is clearly marked and signs in a seeded account", async ({ page }) => {
    await page.goto("/en/sign-in");
    const local = page.getByTestId("local-sign-in");
    await expect(local.getByRole("heading", { name: "Development sign-in" })).toBeVisible();
    await local.getByRole("button", { name: /Lukas Brunner/ }).click();
    await page.waitForURL("**/en/account/profile");
    await signOut(page, "/en");
  });

  test("shows the sign-in button on the page for consultants only when signed out", async ({ page }) => {
    await page.goto("/for-consultants");
    await expect(page.getByRole("banner").getByRole("link", { name: "Anmelden" })).toBeVisible();
    await page.goto("/consultants");
    await expect(page.getByRole("banner").getByRole("link", { name: "Anmelden" })).toHaveCount(0);
  });
});
