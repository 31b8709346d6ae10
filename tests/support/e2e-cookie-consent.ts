// The visitor's cookie choice (lib/consent.ts), set in the browser by the end-to-end tests. Without a
// stored choice the consent dialog opens 3 s after each page load and makes the page behind it inert,
// so journeys that are not about the dialog start with the choice made.
import { test, type BrowserContext, type Page } from "@playwright/test";
import { CONSENT_DELAY_MS, COOKIE_SETTINGS_ATTRIBUTE, type Consent } from "@/lib/consent";

/** The key under which lib/consent.ts keeps the choice in localStorage. */
const KEY = "beraterwahl.consent";

/** "all": the dialog's "accept all" (analytics, and third-party frames without asking); "necessary": "required only". */
export type CookieChoice = "all" | "necessary";

const stored = (choice: CookieChoice): string => JSON.stringify({ shown: true, analytics: choice === "all" } satisfies Consent);

/** Every page of `target` opens with the choice already made, before any of its scripts runs. */
export async function presetCookieChoice(target: Page | BrowserContext, choice: CookieChoice): Promise<void> {
  await target.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [KEY, stored(choice)] as const);
}

/** Makes the choice in the page as it is now, as the dialog's buttons would; its next load sees it. */
export async function setCookieChoice(page: Page, choice: CookieChoice): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [KEY, stored(choice)] as const);
}

/**
 * The page opens with no choice made. `firstLoadOnly`: what the visitor then chooses stays for the
 * page's later loads (the tab's sessionStorage remembers that the first load happened).
 */
export async function clearCookieChoice(page: Page, { firstLoadOnly = false } = {}): Promise<void> {
  await page.addInitScript(
    ([key, once]) => {
      if (once) {
        if (window.sessionStorage.getItem("e2e-started")) return;
        window.sessionStorage.setItem("e2e-started", "1");
      }
      window.localStorage.removeItem(key);
    },
    [KEY, firstLoadOnly] as const,
  );
}

/**
 * Lets the dialog's delay pass at once instead of waiting for it: once React has hydrated the page
 * (down to the footer's "Cookie settings", whose DOM node then carries React's fiber), the page's
 * clock moves past CONSENT_DELAY_MS and fires the dialog's timer if the page set one. Needs
 * `page.clock.install()` before the page was loaded. (Not "networkidle": after a reload, the previous
 * document's prefetches stay pending in Playwright's view.)
 */
export async function passConsentDelay(page: Page): Promise<void> {
  await page.waitForFunction((attribute) => {
    const settings = document.querySelector(`[${attribute}]`);
    return settings !== null && Object.keys(settings).some((key) => key.startsWith("__reactFiber$"));
  }, COOKIE_SETTINGS_ATTRIBUTE);
  await page.clock.runFor(CONSENT_DELAY_MS + 500);
}

/** Every test of the spec opens its pages with `choice` made: the consent dialog (a modal after 3 s) would cover them. */
export function presetCookieChoiceForEachTest(choice: CookieChoice): void {
  test.beforeEach(async ({ page }) => {
    await presetCookieChoice(page, choice);
  });
}
