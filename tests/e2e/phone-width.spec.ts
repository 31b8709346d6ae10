// Phone first (issue 17): every page, public and signed in as the role it is made for, opened at
// 360 px in all four languages, fits the screen (no horizontal scrolling of the page) and shows no
// text that looks like a raw message key ("pricing.features.profile", "adviceQuality").
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { locales } from "@/lib/i18n/routing";
import { sql } from "@/tests/support/e2e-database";
import { LOCAL_ACCOUNTS, seededIds, signInLocally, type SeededIds } from "@/tests/support/e2e-sign-in";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";
import { openReady } from "@/tests/support/e2e-page-ready";
import { administrationPages, INFORMATION_PAGES, PROFILE_PAGES } from "@/tests/support/role-pages";

const WIDTH = 360;
const MESSAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "messages");

/** Every message key, whole ("pricing.features.profile") and as the tails a namespaced translator
 * takes ("features.profile"), and the camelCase leaf names; the data's keys ("adviceQuality") join
 * them in beforeAll. */
function messageKeys(): { dotted: Set<string>; camel: Set<string> } {
  const dotted = new Set<string>();
  const camel = new Set<string>();
  const walk = (node: unknown, path: string[]) => {
    if (node && typeof node === "object" && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
      return;
    }
    for (let i = 0; i < path.length - 1; i += 1) dotted.add(path.slice(i).join("."));
    const leaf = path.at(-1) ?? "";
    if (/^[a-z]+[A-Z][a-zA-Z]*$/.test(leaf)) camel.add(leaf);
  };
  for (const locale of locales) walk(JSON.parse(readFileSync(join(MESSAGES_DIR, `${locale}.json`), "utf8")), []);
  return { dotted, camel };
}

const KEYS = messageKeys();

/** Words of the visible text that are message keys. */
function rawKeys(text: string): string[] {
  const dotted = text.match(/\b[a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+\b/g) ?? [];
  // A camelCase word on its own, not the tail of a dotted one.
  const camel = text.match(/(?<![.\w])[a-z]+[A-Z][a-zA-Z]*(?![.\w])/g) ?? [];
  return [...new Set([...dotted.filter((w) => KEYS.dotted.has(w)), ...camel.filter((w) => KEYS.camel.has(w))])];
}

type Actor = "anonymous" | "consultant" | "companyAdmin" | "newUser" | "platformAdmin";

function pagesOf(actor: Actor, ids: SeededIds): string[] {
  switch (actor) {
    case "anonymous":
      return [
        "/",
        "/?type=perimeter&postalCode=8001&perimeter=5",
        "/?type=name&name=Brunner",
        "/consultants",
        `/consultants/${ids.consultant}`,
        `/consultants/${ids.consultant}/questionnaire`,
        "/companies",
        `/companies/${ids.company}`,
        `/evaluation/${ids.evaluation}`,
        `/evaluation/${ids.evaluation}/summary`,
        ...INFORMATION_PAGES,
        "/sign-in-callback",
        "/forbidden",
        "/diese-seite-gibt-es-nicht",
      ];
    case "consultant":
      return PROFILE_PAGES;
    case "companyAdmin":
      return ["/account/company"];
    case "newUser":
      return ["/account/create"];
    case "platformAdmin":
      return administrationPages(ids);
  }
}

async function check(page: Page, path: string, locale: string): Promise<string[]> {
  const url = locale === "de" ? path : `/${locale}${path === "/" ? "" : path}`;
  // The sign-in callback hands over to the identity provider as soon as it is hydrated: it is measured in a
  // page of its own whose hand-over is held, so that it neither leaves before the measure nor, later,
  // interrupts the next page's load.
  const leaves = path === "/sign-in-callback";
  const target = leaves ? await page.context().newPage() : page;
  if (leaves) await target.route("**/api/auth/signin/**", () => {});
  try {
    const response = await openReady(target, url);
    const problems: string[] = [];
    if (!response || response.status() >= 500) problems.push(`${url}: status ${response?.status()}`);
    const scrollWidth = await target.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > WIDTH) problems.push(`${url}: ${scrollWidth} px wide`);
    const keys = rawKeys(await target.locator("body").innerText());
    if (keys.length) problems.push(`${url}: raw message keys ${keys.join(", ")}`);
    return problems;
  } finally {
    if (leaves) await target.close();
  }
}

let ids: SeededIds;
test.beforeAll(async () => {
  ids = await seededIds();
  // Rating categories and topics have keys that must never show instead of their names.
  const dataKeys = await sql<{ key: string }>(`SELECT key FROM "RatingCategory" UNION SELECT key FROM "ConsultingTopic"`);
  for (const { key } of dataKeys) if (/^[a-z]+[A-Z][a-zA-Z]*$/.test(key)) KEYS.camel.add(key);
});

test.use({ viewport: { width: WIDTH, height: 800 } });
test.beforeEach(async ({ page }) => {
  // The cookie dialog would cover the page: a choice is stored.
  await presetCookieChoice(page, "necessary");
});

test("the key check finds raw keys and lets real text pass", () => {
  expect(rawKeys("Essential pricing.features.profile und features.bookingTool")).toEqual(["pricing.features.profile", "features.bookingTool"]);
  expect(rawKeys("adviceQuality 4.5")).toEqual(["adviceQuality"]);
  expect(rawKeys("Schreiben Sie an info@beraterwahl.ch oder besuchen Sie www.example.ch. Note 4.5 von 5.")).toEqual([]);
});

const ACTORS: Actor[] = ["anonymous", "consultant", "companyAdmin", "newUser", "platformAdmin"];
for (const actor of ACTORS) {
  for (const locale of locales) {
    test(`${actor}, ${locale}: every page fits 360 px and shows no message keys`, async ({ page }) => {
      test.setTimeout(240_000);
      if (actor !== "anonymous") await signInLocally(page.context().request, LOCAL_ACCOUNTS[actor]);
      const problems: string[] = [];
      for (const path of pagesOf(actor, ids)) problems.push(...(await check(page, path, locale)));
      expect(problems).toEqual([]);
    });
  }
}
