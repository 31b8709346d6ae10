// A search's results page is served from the page cache (proxy.ts, q/results), so the server never sees a
// repeated search render: the page's beacon (POST /api/search/appearances) counts the appearances of the
// consultants on it (issue 32), for the first visit and for one served from the cache alike.
import { expect, test } from "@playwright/test";
import { sqlRow } from "@/tests/support/e2e-database";
import { BASE_URL } from "@/tests/support/e2e-sign-in";

// A browser's User-Agent: Playwright's own says "HeadlessChrome", which counts as a robot and counts nothing.
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36" });

const appearances = async (id: number) =>
  (
    await sqlRow<{ n: number }>(
      `SELECT coalesce(sum(n), 0)::int AS n FROM "InsightCounter" WHERE "consultantId" = $1 AND kind = 'searchAppearance' AND day = (now() AT TIME ZONE 'Europe/Zurich')::date`,
      [id],
    )
  ).n;

test("each view of a search's results counts one appearance per consultant on it, also when it comes from the cache", async ({ page }) => {
  const c = await sqlRow<{ id: number; familyName: string }>(
    `SELECT id, "familyName" FROM "Consultant" WHERE state = 'active' AND "ratingCount" > 0 ORDER BY id DESC LIMIT 1`,
  );
  const url = `${BASE_URL}/en?type=name&name=${encodeURIComponent(c.familyName)}&pageSize=50`;
  const before = await appearances(c.id);
  const caches: (string | undefined)[] = [];
  for (let visit = 0; visit < 2; visit++) {
    const beacon = page.waitForResponse((r) => r.url().includes("/api/search/appearances") && r.request().method() === "POST");
    const response = await page.goto(url);
    caches.push(response?.headers()["x-nextjs-cache"]);
    await expect(page.locator(`#results a[href^="/en/consultants/${c.id}-"]`).first()).toBeVisible();
    expect((await beacon).status()).toBe(204);
  }
  // The second view came from the page cache (the first one filled it, unless another spec did before).
  expect(caches[1]).toBe("HIT");
  // The counters' buffer writes within a second.
  await expect.poll(() => appearances(c.id), { timeout: 10_000 }).toBe(before + 2);
});
