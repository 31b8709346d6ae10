import { beforeAll, describe, expect, it } from "vitest";
import { GET as searchRoute } from "@/app/api/search/route";
import { GET as postalRoute } from "@/app/api/postalCode/route";
import { GET as topRoute } from "@/app/api/consultant/top/route";
import { refreshAggregatesForConsultants } from "@/lib/consultants/aggregates";
import { searchConsultants } from "@/lib/search/search-consultants";
import { searchQuerySchema } from "@/lib/search/schema";
import { suggestPostalCodes } from "@/lib/search/postal-codes";
import { topConsultants } from "@/lib/search/top-consultants";
import { callJson, insertCompany, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { placedAt } from "@/tests/support/consultant-rows";
import { haversineKm } from "@/lib/geo/distance";

const ctx = setupApiDatabase();
const q = (input: Record<string, unknown>) => searchQuerySchema.parse(input);

// Zürich 8001 centre, Winterthur (~20 km), Bern (~95 km), Basel (~75 km).
const ids = {} as Record<"zurichTop" | "zurichLow" | "winterthur" | "bern" | "unclaimed" | "disabled" | "noCoords", number>;

beforeAll(async () => {
  const db = ctx.current();
  const company = await insertCompany(db, { name: "Alpen Finanz AG" });
  const topics = await db.consultingTopic.findMany({ orderBy: { id: "asc" }, select: { id: true } });
  ids.zurichTop = (
    await insertConsultant(db, {
      givenName: "Zora",
      familyName: "Zürcher",
      tags: ["Vorsorge", "Hypothek"],
      languages: ["de", "en"],
      companyId: company.id,
      companyLinkState: "accepted",
    })
  ).id;
  ids.zurichLow = (await insertConsultant(db, { givenName: "Adam", familyName: "Aebi", languages: ["fr"] })).id;
  ids.winterthur = (await insertConsultant(db, { givenName: "Willi", familyName: "Winter", ...placedAt("8400", "Winterthur", "ZH", 47.5, 8.7237) })).id;
  ids.bern = (await insertConsultant(db, { givenName: "Berta", familyName: "Berner", ...placedAt("3011", "Bern", "BE", 46.948, 7.4474) })).id;
  ids.unclaimed = (await insertConsultant(db, { givenName: "Ulla", familyName: "Unclaimed", state: "unclaimed" })).id;
  ids.disabled = (await insertConsultant(db, { givenName: "Dora", familyName: "Disabled", state: "disabled" })).id;
  // Same postal code, no coordinates: matches by postal code.
  ids.noCoords = (await insertConsultant(db, { givenName: "Nico", familyName: "Nocoords", latitude: null, longitude: null })).id;
  await db.consultantTopic.createMany({
    data: [
      { consultantId: ids.zurichTop, consultingTopicId: topics[0]!.id },
      { consultantId: ids.winterthur, consultingTopicId: topics[1]!.id },
    ],
  });
  await insertEvaluation(db, ids.zurichTop, 5);
  await insertEvaluation(db, ids.zurichTop, 4);
  await insertEvaluation(db, ids.zurichLow, 3);
  await insertEvaluation(db, ids.unclaimed, 5);
  await insertEvaluation(db, ids.disabled, 5);
  await refreshAggregatesForConsultants(db, Object.values(ids));
});

describe("searchConsultants", () => {
  it("finds by perimeter around the postal code's centre, sorted by rating, without disabled profiles", async () => {
    const result = await searchConsultants(q({ postalCode: "8001", perimeter: "10" }));
    expect(result.center?.postalCode).toBe("8001");
    const found = result.items.map((c) => c.id);
    expect(found).toEqual([ids.zurichTop, ids.zurichLow, ...[ids.unclaimed, ids.noCoords].sort((a, b) => a - b)]);
    expect(found).not.toContain(ids.winterthur);
    expect(found).not.toContain(ids.disabled);
    expect(result.total).toBe(4);
    const unclaimed = result.items.find((c) => c.id === ids.unclaimed);
    expect(unclaimed).toMatchObject({ state: "unclaimed", ratingAverage: null, ratingCount: 0 });
    expect(result.items[0]).toMatchObject({ ratingAverage: 4.5, ratingCount: 2, company: { name: "Alpen Finanz AG" } });
    expect(result.items.find((c) => c.id === ids.noCoords)?.distanceKm).toBeNull();
  });

  it("widens with the perimeter and reports distances with 2 decimals", async () => {
    const result = await searchConsultants(q({ postalCode: "8001", perimeter: "30", sort: "location" }));
    const winterthur = result.items.find((c) => c.id === ids.winterthur);
    expect(winterthur?.distanceKm).toBeGreaterThan(10);
    expect(winterthur?.distanceKm).toBeLessThan(30);
    const km = winterthur?.distanceKm ?? 0;
    expect(Math.round(km * 100) / 100).toBe(km);
    expect(result.items.map((c) => c.id)).not.toContain(ids.bern);
    // Location order: nearest first; the same-postal-code consultant without coordinates counts as 0 km.
    const distances = result.items.map((c) => c.distanceKm ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("sorts by the distance on the sphere, ties by id, on every page, though the nearest in degrees differ", async () => {
    // Around Genève, away from the other profiles. A degree of longitude is two thirds of a degree of
    // latitude here: the profiles due east are all farther in degrees than those due north, yet some
    // are nearer in kilometres, so the page cannot be the nearest in degrees (lib/search/search-consultants.ts).
    const db = ctx.current();
    const { center } = await searchConsultants(q({ postalCode: "1201", perimeter: "5" }));
    if (!center) throw new Error("no centre for 1201");
    const kmPerDegree = haversineKm(center, { latitude: center.latitude + 1, longitude: center.longitude });
    const kmPerDegreeEast = kmPerDegree * Math.cos((center.latitude * Math.PI) / 180);
    const spots = [
      // Due north; the last two on one spot, so that only the id orders them.
      ...[2, 2.1, 2.2, 2.3, 2.4, 2.4].map((km) => ({ latitude: center.latitude + km / kmPerDegree, longitude: center.longitude })),
      ...[1.9, 2.05, 2.25].map((km) => ({ latitude: center.latitude, longitude: center.longitude + km / kmPerDegreeEast })),
    ];
    const placed: { id: number; km: number }[] = [];
    for (const spot of spots) {
      const { id } = await insertConsultant(db, placedAt("1201", "Genève", "GE", spot.latitude, spot.longitude));
      placed.push({ id, km: haversineKm(center, spot) });
    }
    const expected = placed.sort((a, b) => a.km - b.km || a.id - b.id).map((p) => p.id);
    const page = (n: number) => searchConsultants(q({ postalCode: "1201", perimeter: "5", sort: "location", pageSize: "5", page: String(n) }));
    const [first, second] = await Promise.all([page(1), page(2)]);
    expect(first.total).toBe(spots.length);
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual(expected);
  });

  it("filters by topics, languages, tags (any, case-insensitive) and minimum rating count", async () => {
    const topics = await ctx.current().consultingTopic.findMany({ orderBy: { id: "asc" }, select: { id: true } });
    const byTopic = await searchConsultants(q({ postalCode: "8001", perimeter: "50", consultingTopics: `${topics[0]!.id},${topics[1]!.id}` }));
    expect(byTopic.items.map((c) => c.id).sort()).toEqual([ids.zurichTop, ids.winterthur].sort());
    // The total counts a profile once, however many of the chosen topics it has (one topic: a join).
    const both = { consultantId: ids.zurichTop, consultingTopicId: topics[1]!.id };
    await ctx.current().consultantTopic.create({ data: both });
    const eitherTopic = await searchConsultants(q({ postalCode: "8001", perimeter: "50", consultingTopics: `${topics[0]!.id},${topics[1]!.id}` }));
    const secondTopic = await searchConsultants(q({ postalCode: "8001", perimeter: "50", consultingTopics: `${topics[1]!.id}` }));
    await ctx.current().consultantTopic.delete({ where: { consultantId_consultingTopicId: both } });
    expect(eitherTopic.total).toBe(2);
    expect(secondTopic).toMatchObject({ total: 2 });
    expect(secondTopic.items.map((c) => c.id).sort()).toEqual([ids.zurichTop, ids.winterthur].sort());
    const byLanguage = await searchConsultants(q({ postalCode: "8001", languages: ["en", "fr"] }));
    expect(byLanguage.items.map((c) => c.id)).toEqual([ids.zurichTop, ids.zurichLow]);
    const byTag = await searchConsultants(q({ postalCode: "8001", tags: ["#vorsorge"] }));
    expect(byTag.items.map((c) => c.id)).toEqual([ids.zurichTop]);
    await ctx.current().consultant.update({ where: { id: ids.zurichLow }, data: { ratingCount: 60, evaluationCount: 60 } });
    const byCount = await searchConsultants(q({ postalCode: "8001", ratingCount: "50" }));
    expect(byCount.items.map((c) => c.id)).toEqual([ids.zurichLow]);
    await refreshAggregatesForConsultants(ctx.current(), [ids.zurichLow]);
  });

  it("searches by name, number, id and company name; never returns disabled profiles", async () => {
    const byName = await searchConsultants(q({ type: "name", name: "zora zür" }));
    expect(byName.items.map((c) => c.id)).toEqual([ids.zurichTop]);
    const byFamilyFirst = await searchConsultants(q({ type: "name", name: "Winter Willi" }));
    expect(byFamilyFirst.items.map((c) => c.id)).toEqual([ids.winterthur]);
    const byCompany = await searchConsultants(q({ type: "name", name: "alpen finanz" }));
    expect(byCompany.items.map((c) => c.id)).toEqual([ids.zurichTop]);
    const byId = await searchConsultants(q({ type: "name", name: String(ids.bern) }));
    expect(byId.items.map((c) => c.id)).toContain(ids.bern);
    const disabled = await searchConsultants(q({ type: "name", name: "Dora" }));
    expect(disabled.total).toBe(0);
    const wildcard = await searchConsultants(q({ type: "name", name: "%" }));
    expect(wildcard.total).toBe(0);
  });

  it("searches by canton and pages consistently", async () => {
    const be = await searchConsultants(q({ type: "canton", canton: "BE" }));
    expect(be.items.map((c) => c.id)).toEqual([ids.bern]);
    const page1 = await searchConsultants(q({ postalCode: "8001", perimeter: "50", pageSize: "5", sort: "name" }));
    const page2 = await searchConsultants(q({ postalCode: "8001", perimeter: "50", pageSize: "5", sort: "name", page: "2" }));
    expect(page1.total).toBe(page2.total);
    expect(page1.items.length + page2.items.length).toBe(page1.total);
    const names = [...page1.items, ...page2.items].map((c) => c.familyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const beyond = await searchConsultants(q({ postalCode: "8001", pageSize: "5", page: "9" }));
    expect(beyond).toMatchObject({ items: [], total: page1.total });
  });

  it("answers an unknown postal code with an empty result and no centre", async () => {
    expect(await searchConsultants(q({ postalCode: "1999" }))).toMatchObject({ items: [], total: 0, center: null });
  });
});

describe("GET /api/search", () => {
  it("returns the page shape", async () => {
    const res = await callJson(searchRoute, "GET", "/api/search", { query: { postalCode: "8001", perimeter: "5" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 10, center: { postalCode: "8001" } });
  });

  it("lists every invalid parameter as a 422 problem", async () => {
    const res = await callJson<{ invalidParams: { pointer: string }[] }>(searchRoute, "GET", "/api/search", {
      query: { perimeter: "7", ratingCount: "3", languages: "xx", pageSize: "11" },
    });
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    const pointers = res.body.invalidParams.map((p) => p.pointer).sort();
    expect(pointers).toEqual(["/query/languages/0", "/query/pageSize", "/query/perimeter", "/query/postalCode", "/query/ratingCount"]);
  });
});

describe("top consultants and postal codes", () => {
  it("lists active rated consultants by their count-aware score (tests/integration/ranking.test.ts for the score)", async () => {
    // With one or two ratings nobody reaches the configured minimum; with a minimum of one, the
    // active ones rank (the unclaimed and the disabled profile never).
    expect(await topConsultants(5)).toEqual([]);
    const top = await topConsultants(5, { priorWeight: 10, minRatings: 1 });
    expect(top.map((c) => c.id)).toEqual([ids.zurichTop, ids.zurichLow]);
    const res = await callJson<unknown[]>(topRoute, "GET", "/api/consultant/top", { query: { limit: "1" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("suggests postal codes by code or accent-insensitive place prefix", async () => {
    expect((await suggestPostalCodes("800")).every((s) => s.postalCode.startsWith("800"))).toBe(true);
    const zurich = await suggestPostalCodes("zuri");
    expect(zurich.some((s) => s.place.startsWith("Zürich"))).toBe(true);
    const res = await callJson<{ postalCode: string }[]>(postalRoute, "GET", "/api/postalCode", { query: { q: "3011" } });
    expect(res.body[0]).toMatchObject({ postalCode: "3011", canton: "BE" });
  });
});
