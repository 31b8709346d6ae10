// axe-core on every public page in German and French: no serious or critical violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { sqlRow } from "@/tests/support/e2e-database";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";

// axe walks the whole home page (search, top list, compare table) for a while on a shared two-core machine.
test.setTimeout(60_000);

let consultant = "";
let unclaimed = "";
let company = "";
let second = "";

test.beforeAll(async () => {
  consultant = String(
    (await sqlRow<{ id: number }>(`SELECT id FROM "Consultant" WHERE state = 'active' AND "ratingCount" > 0 ORDER BY "ratingCount" DESC, id LIMIT 1`)).id,
  );
  second = String(
    (await sqlRow<{ id: number }>(`SELECT id FROM "Consultant" WHERE state = 'active' AND "ratingCount" > 0 ORDER BY "ratingCount" DESC, id OFFSET 1 LIMIT 1`))
      .id,
  );
  unclaimed = String((await sqlRow<{ id: number }>(`SELECT id FROM "Consultant" WHERE state = 'unclaimed' ORDER BY id LIMIT 1`)).id);
  company = String((await sqlRow<{ id: number }>(`SELECT id FROM "Company" ORDER BY id LIMIT 1`)).id);
});

const PAGES = [
  "/",
  "/?type=perimeter&postalCode=8001",
  "/?type=name&name=Meier",
  "/?type=perimeter&postalCode=3920&perimeter=5&ratingCount=1000",
  "/?tab=compare&compare={consultant}&compare={second}",
  "/consultants",
  "/companies",
  "/consultants/{consultant}",
  "/consultants/{consultant}/reviews?stars=4&sort=lowest",
  "/consultants/{unclaimed}",
  "/companies/{company}",
  "/for-consultants",
  "/about-us",
  "/terms-of-service",
  "/imprint",
  "/privacy-policy",
  "/does-not-exist",
];

for (const prefix of ["", "/fr"]) {
  for (const path of PAGES) {
    test(`axe: ${prefix || "/de"} ${path}`, async ({ page }) => {
      await presetCookieChoice(page, "all");
      const local = path.replaceAll("{consultant}", consultant).replace("{second}", second).replace("{unclaimed}", unclaimed).replace("{company}", company);
      // German has no prefix; "/fr" + "/" is "/fr", "/fr" + "/?type=…" is "/fr?type=…".
      const url = prefix === "" ? local : local === "/" ? prefix : local.startsWith("/?") ? `${prefix}${local.slice(1)}` : `${prefix}${local}`;
      const response = await page.goto(url);
      expect(response?.status()).toBe(path === "/does-not-exist" ? 404 : 200);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}
