// axe-core (WCAG 2.0/2.1 A and AA, and 2.2 AA: target size) on every signed-in page, each as the user it is made for, and on
// public pages while signed in with the account menu open: no violations at all. The sign-in runs
// once per user (next-auth's endpoints, tests/support/e2e-sign-in.ts); pages only read.
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PROFILE_TABS } from "@/lib/account/profile-schema";
import { BASE_URL, GERMAN_HEADERS, seededIds, signInAsActor, type ActorKey, type SeededIds } from "@/tests/support/e2e-sign-in";
import { presetCookieChoiceForEachTest } from "@/tests/support/e2e-cookie-consent";

type SignedInActor = Exclude<ActorKey, "anonymous">;

let ids: SeededIds;

/** Signs in once for the describe block and hands its cookies to every test's browser context. */
function signedInAs(actor: SignedInActor) {
  const state = join(tmpdir(), `a11y-signed-in-${actor}-${process.pid}.json`);
  test.beforeAll(async ({ playwright }) => {
    ids = await seededIds();
    // Explicitly empty: the context would otherwise start from test.use's state below, not yet written.
    const request = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: GERMAN_HEADERS, storageState: { cookies: [], origins: [] } });
    await signInAsActor(request, actor);
    await request.storageState({ path: state });
    await request.dispose();
  });
  test.use({ storageState: state });
}

// The cookie dialog (modal, after 3 s) would cover the page: consent is stored as given.
presetCookieChoiceForEachTest("all");

/** Opens the page (it must answer 200 at that very address: no redirect) and returns axe's findings. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(new URL(page.url()).pathname).toBe(new URL(path, BASE_URL).pathname);
  await page.waitForLoadState("networkidle");
}

/** For the error states: the forms are only submitted empty or invalid, and nothing may reach the server. */
async function refuseWrites(page: Page) {
  await page.route("**/api/**", (route) => (route.request().method() === "GET" ? route.fallback() : route.abort()));
}

async function expectNoViolations(page: Page) {
  // The reviews widget's preview (rating tab) is a page of its own in a lazily loaded frame sandboxed without
  // scripts: axe would wait to inject itself into it. The widget page is not part of this page's audit.
  await page.locator('[data-testid="widget-preview"]').evaluateAll((frames) => frames.forEach((frame) => frame.remove()));
  // axe lists the page's frames once: a removed frame that Playwright still lists would be waited on.
  await expect.poll(() => page.frames().filter((frame) => frame.url().includes("/widget")).length).toBe(0);
  // With the only frame gone there is nothing to gather across frames: legacy mode runs axe in the page itself. The
  // default mode finishes in a blank page it opens in the context, and Chromium refused to create that page in a CI
  // run ("Target.createTarget: Failed to find browser context"), on the rating tab, twice in a row.
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).setLegacyMode().analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(found).toEqual([]);
}

test.describe("a user without a consultant profile", () => {
  signedInAs("newUser");

  test("axe: /account/create, first step", async ({ page }) => {
    await open(page, "/account/create");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });

  test("axe: /account/create, personal details with their validation errors", async ({ page }) => {
    await refuseWrites(page);
    await open(page, "/account/create");
    await page.getByRole("button", { name: "Ohne Übernahme fortfahren" }).click();
    await expect(page.getByRole("heading", { name: "Persönliche Angaben" })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("textbox", { name: /^Vorname/ }).fill("");
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("axe: /fr/account/create", async ({ page }) => {
    await open(page, "/fr/account/create");
    await expectNoViolations(page);
  });
});

test.describe("a consultant", () => {
  signedInAs("consultant");

  for (const tab of PROFILE_TABS) {
    test(`axe: /account/profile, tab ${tab}`, async ({ page }) => {
      await open(page, `/account/profile?tab=${tab}`);
      await expect(page.locator(`#tab-${tab}`)).toHaveAttribute("aria-selected", "true");
      await expectNoViolations(page);
    });
  }

  test("axe: /account/profile, a tab with validation errors and the warning", async ({ page }) => {
    await refuseWrites(page);
    await open(page, "/account/profile?tab=personalDetails");
    // Typed before React has hydrated the form, a value is put back by the form's registration.
    const givenName = page.getByRole("textbox", { name: /^Vorname/ });
    await expect.poll(() => givenName.evaluate((input) => Object.keys(input).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
    await givenName.fill("");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Es gibt Angaben, die Ihre Aufmerksamkeit erfordern")).toBeVisible();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("axe: /en/account/profile, dashboard", async ({ page }) => {
    await open(page, "/en/account/profile");
    await expectNoViolations(page);
  });

  test("axe: the 403 page when opening the administration", async ({ page }) => {
    await page.goto("/administration");
    await page.waitForURL("**/forbidden");
    await page.waitForLoadState("networkidle");
    await expectNoViolations(page);
  });

  for (const path of ["/", "/consultants/{consultant}", "/for-consultants"]) {
    test(`axe: public page ${path} signed in, account menu open`, async ({ page }) => {
      await open(page, path.replace("{consultant}", String(ids.consultant)));
      const menu = page.getByRole("banner").getByRole("button", { name: /Lukas Brunner/ });
      await menu.click();
      await expect(page.getByRole("link", { name: "Mein Profil" })).toBeVisible();
      await expectNoViolations(page);
    });
  }
});

test.describe("a company administrator", () => {
  signedInAs("companyAdmin");

  test("axe: /account/company", async ({ page }) => {
    await open(page, "/account/company");
    await expectNoViolations(page);
  });

  test("axe: /companies/{own company} signed in, account menu open", async ({ page }) => {
    await open(page, `/companies/${ids.company}`);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Claudia Meier/ })
      .click();
    await expect(page.getByRole("link", { name: "Mein Unternehmen" })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe("read-only staff", () => {
  signedInAs("readOnlyStaff");

  for (const path of ["/administration/companies", "/administration/consultants"]) {
    test(`axe: ${path} (list without write actions)`, async ({ page }) => {
      await open(page, path);
      await expectNoViolations(page);
    });
  }
});

test.describe("a platform administrator", () => {
  signedInAs("platformAdmin");

  const PAGES = [
    "/administration",
    "/administration?period=week",
    "/administration/dashboard/consultant",
    "/administration/dashboard/team",
    "/administration/companies",
    "/administration/companies/add",
    "/administration/companies/{company}",
    "/administration/consultants",
    "/administration/consultants/add",
    "/administration/consultants/{consultant}",
    "/administration/salesAgents",
    "/administration/salesAgents/add",
    "/administration/salesAgent/{salesAgent}",
    "/administration/topics",
    "/administration/questionnaire",
    "/administration/reports",
    "/administration/outbox",
    "/en/administration",
    "/fr/administration/consultants",
  ];
  for (const path of PAGES) {
    test(`axe: ${path}`, async ({ page }) => {
      await open(
        page,
        path.replace("{company}", String(ids.company)).replace("{consultant}", String(ids.consultant)).replace("{salesAgent}", String(ids.salesAgent)),
      );
      await expectNoViolations(page);
    });
  }

  for (const path of ["/administration/companies/add", "/administration/consultants/add", "/administration/salesAgents/add"]) {
    test(`axe: ${path} submitted empty (validation errors)`, async ({ page }) => {
      await refuseWrites(page);
      await open(page, path);
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Es gibt Angaben, die Ihre Aufmerksamkeit erfordern" })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test("axe: /about-us signed in, account menu open", async ({ page }) => {
    await open(page, "/about-us");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Petra Plattform/ })
      .click();
    await expect(page.getByRole("link", { name: "Administration" })).toBeVisible();
    await expectNoViolations(page);
  });
});
