// Search as people type it (issue 19, item 5) on the shipped gazetteer in real PostgreSQL: place
// names in the location field ("Lausanne", "zurich", "Basel (BS)"), a choice when several places
// share a name, place suggestions with all their postal codes, and the canton search.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as postalRoute } from "@/app/api/postalCode/route";
import { GET as searchRoute } from "@/app/api/search/route";
import { parseLocation, resolvePlace } from "@/lib/search/places";
import { searchQuerySchema } from "@/lib/search/schema";
import { searchConsultants } from "@/lib/search/search-consultants";
import { callJson, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { LOUISE_IN_LAUSANNE, placedAt } from "@/tests/support/consultant-rows";

const ctx = setupApiDatabase();
const ids: Record<string, number> = {};
const q = (input: Record<string, unknown>) => searchQuerySchema.parse(input);

beforeAll(async () => {
  const db = ctx.current();
  ids.lausanne = (await insertConsultant(db, LOUISE_IN_LAUSANNE)).id;
  ids.renens = (await insertConsultant(db, { givenName: "René", familyName: "Renens", ...placedAt("1020", "Renens VD", "VD", 46.5399, 6.5881) })).id;
  ids.zurich = (await insertConsultant(db, {})).id;
});

describe("place names in the location field", () => {
  it("reads a postal code, a code with its place, a place with its canton and a plain name", () => {
    expect(parseLocation("8001")).toEqual({ kind: "postalCode", postalCode: "8001" });
    expect(parseLocation(" 8001  Zürich ")).toEqual({ kind: "postalCode", postalCode: "8001" });
    expect(parseLocation("Basel (BS)")).toEqual({ kind: "place", name: "Basel", canton: "BS" });
    expect(parseLocation("Lausanne")).toEqual({ kind: "place", name: "Lausanne", canton: null });
    expect(searchQuerySchema.safeParse({ postalCode: "Lausanne" }).success).toBe(true);
    expect(searchQuerySchema.safeParse({ postalCode: "<script>" }).success).toBe(false);
  });

  it("finds Lausanne and Zürich by name, ignoring accents and case", async () => {
    const lausanne = await searchConsultants(q({ postalCode: "Lausanne", perimeter: "10" }));
    expect(lausanne.center).toMatchObject({ place: "Lausanne" });
    expect(lausanne.items.map((c) => c.id).sort()).toEqual([ids.lausanne, ids.renens].sort());
    for (const text of ["zurich", "ZÜRICH", "Zürich (ZH)"]) {
      const zurich = await searchConsultants(q({ postalCode: text, perimeter: "5" }));
      expect(zurich.center?.place, text).toBe("Zürich");
      expect(zurich.items.map((c) => c.id)).toEqual([ids.zurich]);
    }
  });

  it("offers a choice when several places share the name, and finds nothing for an unknown one", async () => {
    const resolved = await resolvePlace("Basel", null);
    expect(resolved.status).toBe("ambiguous");
    const choices = resolved.status === "ambiguous" ? resolved.choices : [];
    expect(choices.map((c) => c.canton)).toEqual(expect.arrayContaining(["BS", "BL"]));
    const basel = await callJson<{ items: unknown[]; center: unknown; choices: { label: string }[] }>(searchRoute, "GET", "/api/search", {
      query: { postalCode: "Basel" },
    });
    expect(basel.status).toBe(200);
    expect(basel.body).toMatchObject({ items: [], center: null });
    expect(basel.body.choices.map((c) => c.label)).toEqual(expect.arrayContaining(["Basel (BS)", "Basel (BL)"]));
    // The chosen label is accepted by the server and finds the place.
    const chosen = await searchConsultants(q({ postalCode: "Basel (BS)" }));
    expect(chosen.center).toMatchObject({ place: "Basel" });
    expect(chosen.choices).toBeUndefined();
    expect(await searchConsultants(q({ postalCode: "Atlantis" }))).toMatchObject({ items: [], total: 0, center: null });
  });

  it("suggests places with all their postal codes, and codes by digits", async () => {
    const res = await callJson<{ place: string; canton: string; postalCodeCount?: number; label: string }[]>(postalRoute, "GET", "/api/postalCode", {
      query: { q: "lausa" },
    });
    expect(res.status).toBe(200);
    const lausanne = res.body.find((s) => s.place === "Lausanne");
    expect(lausanne).toMatchObject({ canton: "VD", label: "Lausanne (VD)" });
    expect(lausanne?.postalCodeCount).toBeGreaterThan(5);
    // Post-office boxes and sorting centres ("Lausanne 25") are no place to search around.
    expect(res.body.some((s) => /\d/.test(s.place))).toBe(false);
    const digits = await callJson<{ postalCode: string; label: string }[]>(postalRoute, "GET", "/api/postalCode", { query: { q: "1003" } });
    expect(digits.body[0]).toMatchObject({ postalCode: "1003", label: "1003 Lausanne" });
  });
});

describe("canton search", () => {
  it("finds the consultants of a canton", async () => {
    const vd = await searchConsultants(q({ type: "canton", canton: "VD" }));
    expect(vd.items.map((c) => c.id).sort()).toEqual([ids.lausanne, ids.renens].sort());
    const missing = await callJson<{ invalidParams: { pointer: string }[] }>(searchRoute, "GET", "/api/search", { query: { type: "canton" } });
    expect(missing.status).toBe(422);
    expect(missing.body.invalidParams.map((p) => p.pointer)).toEqual(["/query/canton"]);
  });
});
