// Every rating's stars, as Chromium draws them, show what its label says: gold up to the value in
// half-star steps, grey after it (issue 17: partial stars were once drawn squeezed). Checked on the
// profile with the most published ratings, where the overall figure, the category figures and every
// review card each draw their stars; pixels are read from a screenshot of each rating's stars.
import { expect, test, type Locator } from "@playwright/test";
import { PNG } from "pngjs";
import { sqlRow } from "@/tests/support/e2e-database";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";

const GOLD = { r: 0xb7, g: 0x79, b: 0x1f };
const GREY = { r: 0xd6, g: 0xdd, b: 0xe0 };

type Rgb = { r: number; g: number; b: number };
const distance = (a: Rgb, b: Rgb) => Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b);

/** What each half of each star shows: the left half of star n at x = 20n + 7, the right half at 20n + 13, both on
 *  the stars' middle line, in the 100 × 20 units of five stars. The stars are the rating's ::before, at its left
 *  edge and centred on its height (the figure, if any, follows them): read from a screenshot of that box. */
async function drawnHalves(rating: Locator): Promise<string[]> {
  const box = await rating.boundingBox();
  const strip = await rating.evaluate((element) => {
    const style = getComputedStyle(element, "::before");
    return { width: parseFloat(style.width), height: parseFloat(style.height) };
  });
  if (!box || !(strip.width > 0 && strip.height > 0)) throw new Error("the rating draws no stars");
  const clip = { x: box.x, y: box.y + (box.height - strip.height) / 2, width: strip.width, height: strip.height };
  const png = PNG.sync.read(await rating.page().screenshot({ clip, animations: "disabled" }));
  const colourAt = (x: number, y: number): "gold" | "grey" => {
    const i = (Math.floor((y / 20) * png.height) * png.width + Math.floor((x / 100) * png.width)) * 4;
    const rgb = { r: png.data[i]!, g: png.data[i + 1]!, b: png.data[i + 2]! };
    return distance(rgb, GOLD) < distance(rgb, GREY) ? "gold" : "grey";
  };
  return [0, 1, 2, 3, 4].flatMap((n) => [colourAt(20 * n + 7, 10), colourAt(20 * n + 13, 10)]);
}

function expectedHalves(value: number): string[] {
  const filledHalves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  return Array.from({ length: 10 }, (_, half) => (half < filledHalves ? "gold" : "grey"));
}

test("every rating on a profile draws gold stars up to its value in half steps and grey ones after it", async ({ page }) => {
  await presetCookieChoice(page, "necessary");
  const { id } = await sqlRow<{ id: number }>(
    `SELECT c.id FROM "Consultant" c JOIN "Evaluation" e ON e."consultantId" = c.id AND e.state = 'published' AND e."hiddenAt" IS NULL
     WHERE c.state = 'active' GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/consultants/${id}`);

  const ratings = page.getByRole("img", { name: /out of 5 stars$/ });
  const count = await ratings.count();
  expect(count).toBeGreaterThan(10);
  const seen = new Set<number>();
  for (let i = 0; i < count; i++) {
    const rating = ratings.nth(i);
    const label = (await rating.getAttribute("aria-label")) ?? "";
    const value = Number(/^(\d(?:\.\d)?) out of 5 stars$/.exec(label)?.[1]);
    expect(value, label).not.toBeNaN();
    await rating.scrollIntoViewIfNeeded();
    expect(await drawnHalves(rating), label).toEqual(expectedHalves(value));
    seen.add(Math.round(value * 2) % 2);
  }
  // The profile's ratings include half stars and whole ones, so both kinds of cut were drawn.
  expect([...seen].sort()).toEqual([0, 1]);
});
