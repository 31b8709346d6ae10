// The home page's loader (lib/public-pages/home-page.ts): what a visitor sees for a query string. It counts no
// search appearances: a results page may come from the page cache, so its beacon counts them (insights.test.ts).
// Real PostgreSQL; Next's data cache is a pass-through, as in profile-display.test.ts.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ unstable_cache: (fn: () => Promise<unknown>) => fn, revalidateTag: () => undefined }));

import { loadHomePage } from "@/lib/public-pages/home-page";
import { insertConsultant, setupApiDatabase } from "@/tests/support/api";

const ctx = setupApiDatabase();
const db = () => ctx.current();

const ids = { first: 0, second: 0 };

beforeAll(async () => {
  ids.first = (await insertConsultant(db(), { givenName: "Quirin", familyName: "Erster" })).id;
  ids.second = (await insertConsultant(db(), { givenName: "Quirin", familyName: "Zweiter" })).id;
});

/** Today's search appearances of the consultant (0 without a row). */
async function appearances(id: number): Promise<number> {
  const rows = await db().$queryRaw<{ n: number }[]>`
    SELECT "n" FROM "InsightCounter" WHERE "consultantId" = ${id} AND "kind" = 'searchAppearance' AND "day" = (now() AT TIME ZONE 'Europe/Zurich')::date`;
  return rows[0]?.n ?? 0;
}

describe("the home page's loader", () => {
  it("without a query: no results, no comparison", async () => {
    const page = await loadHomePage("de", {});
    expect(page.search.status).toBe("none");
    expect(page.results).toBeNull();
    expect(page.comparison).toEqual({ kind: "none" });
  });

  it("a search shows its results and counts nothing itself: the page may be cached, its beacon counts", async () => {
    const page = await loadHomePage("de", { type: "name", name: "Quirin" });
    expect(page.results?.result.items.map((card) => card.id).sort()).toEqual([ids.first, ids.second].sort());
    expect(page.results?.view).toBe("list");
    expect([await appearances(ids.first), await appearances(ids.second)]).toEqual([0, 0]);
  });

  it("the map view is the visitor's choice; an invalid search shows no results", async () => {
    const map = await loadHomePage("de", { type: "name", name: "Quirin", view: "map" });
    expect(map.results?.view).toBe("map");
    const invalid = await loadHomePage("de", { type: "perimeter", postalCode: "x", perimeter: "-3" });
    expect(invalid.search.status).toBe("invalid");
    expect(invalid.results).toBeNull();
  });

  it("compare: one consultant is too few, two make the table", async () => {
    const one = await loadHomePage("de", { tab: "compare", compare: String(ids.first) });
    expect(one.comparison).toEqual({ kind: "too-few" });
    const two = await loadHomePage("de", { tab: "compare", compare: [String(ids.first), String(ids.second)] });
    expect(two.comparison.kind).toBe("table");
    if (two.comparison.kind === "table") expect(two.comparison.rows.map((row) => row.consultant.id)).toEqual([ids.first, ids.second]);
    // The compare tab without ids shows its form only.
    expect((await loadHomePage("de", { tab: "compare" })).comparison).toEqual({ kind: "none" });
  });
});
