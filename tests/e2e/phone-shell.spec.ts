// What a visitor noticed on a 360 px phone (issue 31), checked in the shared kit's places: the account
// menu inside the header's menu panel, a tab strip opened by link, the administration's ordered lists,
// a record number in a heading, the page's language for hyphenation.
import { expect, test, type Page } from "@playwright/test";
import { PROFILE_TABS } from "@/lib/account/profile-schema";
import { presetCookieChoiceForEachTest } from "@/tests/support/e2e-cookie-consent";
import { LOCAL_ACCOUNTS, seededIds, signInLocally } from "@/tests/support/e2e-sign-in";

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 } });
presetCookieChoiceForEachTest("all");

async function signIn(page: Page, email: string) {
  await signInLocally(page.context().request, email);
}

/** Whether the element lies wholly inside the viewport's width and inside its scrolling box. */
async function wholeInside(page: Page, selector: string, box: string): Promise<{ item: number[]; box: number[] }> {
  return page.evaluate(
    ([s, b]) => {
      const item = document.querySelector(s)!.getBoundingClientRect();
      const frame = document.querySelector(b)!.getBoundingClientRect();
      return { item: [item.left, item.right], box: [Math.max(0, frame.left), Math.min(window.innerWidth, frame.right)] };
    },
    [selector, box] as const,
  );
}

test.describe("the account menu in the phone's menu panel", () => {
  for (const [prefix, names] of [
    ["", ["Mein Profil", "Mein Unternehmen", "Abmelden"]],
    ["/fr", ["Mon profil", "Mon entreprise", "Se déconnecter"]],
    ["/it", ["Il mio profilo", "La mia azienda", "Esci"]],
  ] as const) {
    test(`every entry is a visible link inside the panel (${prefix || "/de"})`, async ({ page }) => {
      await signIn(page, LOCAL_ACCOUNTS.companyAdmin);
      await page.goto(`${prefix}/`);
      await page.locator("header button[aria-controls]").first().click();
      const panel = page.locator("header [data-open]").first();
      // The account's entries come from the session endpoint after the first paint: the panel grows then.
      await expect(panel.getByRole("link", { name: names.at(-1)!, exact: true })).toBeVisible();
      const panelBox = (await panel.boundingBox())!;
      for (const name of names) {
        const link = panel.getByRole("link", { name, exact: true });
        await expect(link).toBeVisible();
        const box = (await link.boundingBox())!;
        // Inside the panel and the screen: not clipped by the panel's edge as the dropdown was.
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(WIDTH);
        expect(box.y + box.height, name).toBeLessThanOrEqual(panelBox.y + panelBox.height);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
      }
      // Reached by a tap, not by a dropdown of its own.
      await panel.getByRole("link", { name: names[0], exact: true }).click();
      await page.waitForURL(/\/account\/profile/);
    });
  }
});

test.describe("a tab strip opened by link", () => {
  test("the chosen tab is scrolled into view and the strip shows that it scrolls", async ({ page }) => {
    await signIn(page, LOCAL_ACCOUNTS.consultant);
    for (const tab of PROFILE_TABS) {
      await page.goto(`/fr/account/profile?tab=${tab}`);
      const selected = page.locator('[role="tablist"] [aria-selected="true"]');
      await expect(selected).toHaveAttribute("id", `tab-${tab}`);
      await expect
        .poll(async () => {
          const { item, box } = await wholeInside(page, '[role="tablist"] [aria-selected="true"]', '[role="tablist"]');
          return item[0]! >= box[0]! - 1 && item[1]! <= box[1]! + 1;
        }, tab)
        .toBe(true);
    }
    // The strip is wider than the phone: it draws its edge shadows (a background image) to say so.
    const strip = page.locator('[role="tablist"]');
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await strip.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("linear-gradient(to left");
  });
});

test.describe("the administration on a phone", () => {
  test("the topics' and questions' names are at least a word wide, not one letter per line", async ({ page }) => {
    await signIn(page, LOCAL_ACCOUNTS.platformAdmin);
    for (const path of ["/administration/topics", "/fr/administration/questionnaire"]) {
      await page.goto(path);
      const names = page.locator("ol > li span.font-medium");
      await expect(names.first()).toBeVisible();
      // The box the name and its detail share (the name's own span is only as wide as its text).
      const widths = await names.evaluateAll((els) => els.map((el) => el.parentElement!.getBoundingClientRect().width));
      // The narrowest name got 16 rem or the row's width, not the 10 px that fitted one letter.
      expect(Math.min(...widths), path).toBeGreaterThan(100);
    }
  });

  test("a table scrolls inside its frame with a cue, and a record number stays on one line", async ({ page }) => {
    const ids = await seededIds();
    await signIn(page, LOCAL_ACCOUNTS.platformAdmin);
    await page.goto("/administration/consultants");
    const frame = page.locator("table").first().locator("xpath=..");
    expect(await frame.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");
    expect(await frame.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("linear-gradient(to left");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

    await page.goto(`/administration/consultants/${ids.consultant}`);
    const number = page.locator("h1 .record-number");
    await expect(number).toHaveText(/^\(C-\d{6}\)$/);
    // All of its boxes on one line (one top), not "(C-" here and "000002)" on the next.
    expect(await number.evaluate((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size)).toBe(1);
  });
});

test("hyphenation follows the page's language", async ({ page }) => {
  for (const [prefix, lang] of [
    ["", "de"],
    ["/fr", "fr"],
    ["/it", "it"],
  ] as const) {
    await page.goto(`${prefix}/for-consultants`);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    expect(
      await page
        .locator("main")
        .first()
        .evaluate((el) => getComputedStyle(el).hyphens),
    ).toBe("auto");
  }
});
