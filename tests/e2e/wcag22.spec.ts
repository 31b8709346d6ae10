// WCAG 2.2 AA's new criteria that axe does not settle, measured on every page, signed out and signed in
// as the role each page is made for, at 360 and 1280 px:
//  - 2.5.8 Target size (minimum): every control is at least 24 × 24 px, or a 24 px circle around its
//    centre touches no other control (the criterion's spacing exception); links inside a sentence are exempt.
//  - 2.4.11 Focus not obscured (minimum): every element that Tab reaches is not wholly hidden behind
//    the sticky header or another fixed layer (cookie notice, feedback button) when it gets focus.
import { expect, test, type Page } from "@playwright/test";
import { presetCookieChoiceForEachTest } from "@/tests/support/e2e-cookie-consent";
import { openReady } from "@/tests/support/e2e-page-ready";
import { LOCAL_ACCOUNTS, seededIds, signInLocally, type SeededIds } from "@/tests/support/e2e-sign-in";
import { administrationPages, INFORMATION_PAGES, PROFILE_PAGES } from "@/tests/support/role-pages";

test.setTimeout(900_000);
presetCookieChoiceForEachTest("all");

const WIDTHS = [360, 1280];
/** Tab presses per page: enough to pass the header, the page's first controls and a form's fields. */
const TAB_STOPS = 15;

type Role = "anonymous" | "consultant" | "companyAdmin" | "platformAdmin";

function pagesOf(role: Role, ids: SeededIds): string[] {
  switch (role) {
    case "anonymous":
      return [
        "/",
        "/?type=perimeter&postalCode=8001&perimeter=5#results",
        "/?type=perimeter&postalCode=8001&perimeter=20&view=map#results",
        "/consultants",
        `/consultants/${ids.consultant}`,
        `/consultants/${ids.consultant}/questionnaire`,
        `/consultants/${ids.consultant}/reviews`,
        "/companies",
        `/companies/${ids.company}`,
        `/evaluation/${ids.evaluation}`,
        ...INFORMATION_PAGES,
      ];
    case "consultant":
      return PROFILE_PAGES;
    case "companyAdmin":
      return ["/account/company"];
    case "platformAdmin":
      return administrationPages(ids);
  }
}

/** Controls smaller than 24 × 24 px whose 24 px circle reaches another control. Plain JavaScript text:
 * tsx would wrap inner helpers in a __name() that the page does not have. */
const SMALL_TARGETS = `(() => {
  const visible = (el) => {
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return style.visibility !== "hidden" && style.display !== "none" && r.width > 1 && r.height > 1;
  };
  // A visually hidden input (a star, a chip) is used through its label: the label is the target.
  const controls = [...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=radio], [role=checkbox], label")]
    .filter((el) => {
      // A label that holds its checkbox is one target with it (a tap on the words ticks the box).
      if (el.tagName === "LABEL") {
        const input = el.control;
        return input && visible(el) && (!visible(input) || el.contains(input)) && !el.closest("a, button");
      }
      // A map marker has its equivalent in the list of places under the map (the criterion's exception).
      if (el instanceof SVGElement) return false;
      return !el.closest("[inert], [aria-hidden=true]") && visible(el);
    });
  // A link inside a sentence may be as small as its text (the criterion's inline exception).
  const inline = (el) => el.tagName === "A" && getComputedStyle(el).display === "inline" && (el.parentElement?.textContent ?? "").trim().length > (el.textContent ?? "").trim().length + 10;
  const targets = controls.filter((el) => !inline(el) && !controls.some((o) => o !== el && o.contains(el)));
  const rects = targets.map((el) => el.getBoundingClientRect());
  const small = (r) => r.width < 23.5 || r.height < 23.5;
  const distance = (x, y, r) => Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
  const found = [];
  rects.forEach((r, i) => {
    if (!small(r)) return;
    const cx = (r.left + r.right) / 2;
    const cy = (r.top + r.bottom) / 2;
    const crowded = rects.some((o, j) => {
      if (j === i) return false;
      if (small(o)) return Math.hypot(cx - (o.left + o.right) / 2, cy - (o.top + o.bottom) / 2) < 24;
      return distance(cx, cy, o) < 12;
    });
    if (crowded) {
      const el = targets[i];
      found.push(el.tagName.toLowerCase() + " " + Math.round(r.width) + "×" + Math.round(r.height) + " " + JSON.stringify((el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)));
    }
  });
  return found;
})()`;

/** The focused element, if it is wholly covered by something else (the sticky header, a fixed layer). */
const OBSCURED_FOCUS = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const r = el.getBoundingClientRect();
  if (r.width <= 1 || r.height <= 1) return null;
  const points = [
    [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    [r.left + 2, r.top + 2],
    [r.right - 2, r.top + 2],
    [r.left + 2, r.bottom - 2],
    [r.right - 2, r.bottom - 2],
  ].filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
  // Outside the viewport altogether (a scroller that keeps it out of view) counts as hidden too.
  const seen = points.some(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return hit && (el.contains(hit) || hit.contains(el) || (el.tagName === "INPUT" && el.labels && [...el.labels].some((l) => l.contains(hit))));
  });
  if (seen) return null;
  const hit = points.length ? document.elementFromPoint(points[0][0], points[0][1]) : null;
  return el.tagName.toLowerCase() + " " + JSON.stringify((el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)) + " under " + (hit ? hit.tagName.toLowerCase() + "." + (hit.getAttribute("class") ?? "").split(" ").slice(0, 3).join(".") : "nothing (off screen)");
})()`;

async function measure(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  // The page scrolls smoothly to a focused element; reduced motion makes that instant, so that the
  // measure sees where the element ends up, not a frame of the way there.
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // From a blank page: the same address with a #fragment again would only scroll, not load.
    await page.goto("about:blank");
    const response = await openReady(page, path);
    expect(response?.status(), path).toBeLessThan(400);
    // At the top of the page (an address with #results scrolls it): nothing lies under the sticky header there.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const small of (await page.evaluate(SMALL_TARGETS)) as string[]) problems.push(`${width}px ${path}: target ${small}`);
    // The focus walk starts at the top of the page, as a keyboard user's would.
    // Forwards, then back up with Shift+Tab: going back, the page scrolls the element in at its top edge,
    // where the sticky header is (scroll-padding-top keeps it below the header).
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < TAB_STOPS; i += 1) {
        await page.keyboard.press(key);
        const obscured = (await page.evaluate(OBSCURED_FOCUS)) as string | null;
        if (obscured) problems.push(`${width}px ${path}: focus ${obscured}`);
      }
    }
  }
  return [...new Set(problems)];
}

for (const role of ["anonymous", "consultant", "companyAdmin", "platformAdmin"] as const) {
  test(`targets of 24 px and focus in view, ${role}`, async ({ page }) => {
    const ids = await seededIds();
    if (role !== "anonymous") await signInLocally(page.context().request, LOCAL_ACCOUNTS[role]);
    const problems: string[] = [];
    for (const path of pagesOf(role, ids)) problems.push(...(await measure(page, path)));
    expect(problems).toEqual([]);
  });
}
