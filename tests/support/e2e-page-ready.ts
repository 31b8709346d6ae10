// When a page is ready to be measured (layout, focus order, axe): React has hydrated it and its header
// has asked who is signed in (components/layout/account-menu.tsx renders the account's entries from
// that answer).
//
// Not `waitUntil: "networkidle"`: Next answers a prefetch of a cached page with
// `s-maxage=60, stale-while-revalidate=…`, and when the same address is prefetched again, Chromium
// serves its stored copy and revalidates it in the background. That request stays pending for about
// 25 s in Playwright's view, so every second load of a page with links waited that long for nothing
// (wcag22.spec.ts took 19 minutes in CI). The visitor is never kept waiting by it.
import type { Page, Response } from "@playwright/test";

/** Opens `path` and resolves once the page is hydrated and its header knows the session. */
export async function openReady(page: Page, path: string): Promise<Response | null> {
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/session");
  const response = await page.goto(path);
  await session;
  await waitForHydration(page);
  return response;
}

/**
 * React's hydration of the whole document marks <html> with its fiber; one frame later the session's
 * answer is drawn. A page that moves on by itself once hydrated (the sign-in callback) is followed to
 * the document it loads.
 */
async function waitForHydration(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith("__reactFiber$")));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes("Execution context was destroyed")) throw error;
      await page.waitForLoadState("load");
    }
  }
}
