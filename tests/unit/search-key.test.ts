// One cached results page per search (lib/search/search-key.ts): a query string and its spellings map to one
// path segment, the page reads back the very search the visitor asked, and what must not be cached is not.
import { describe, expect, it } from "vitest";
import { readHomeSearch } from "@/lib/search/home-search";
import { searchQuerySchema } from "@/lib/search/schema";
import { searchParamsToObject } from "@/lib/http/pagination";
import { cachedSearchSegment, searchFromSegment, searchKey } from "@/lib/search/search-key";

const segment = (query: string) => cachedSearchSegment(new URLSearchParams(query));

describe("cachedSearchSegment", () => {
  it("gives one segment to every spelling of one search", () => {
    const one = segment("type=perimeter&postalCode=8001");
    expect(one).not.toBeNull();
    expect(segment("postalCode=8001&type=perimeter&perimeter=50&sort=rating&page=1&_rsc=x1&utm_source=news")).toBe(one);
    expect(segment("type=perimeter&postalCode=8001&consultingTopics=3&consultingTopics=1&languages=fr&languages=de")).toBe(
      segment("type=perimeter&postalCode=8001&consultingTopics=1,3&languages=de,fr"),
    );
    expect(segment("type=perimeter&postalCode=8001&tags=%23Pension tax")).toBe(segment("type=perimeter&postalCode=8001&tags=Pension,%23tax"));
  });

  it("tells apart what the page shows differently: another place, page, sort, tab or view", () => {
    const base = segment("type=perimeter&postalCode=8001");
    for (const other of [
      "type=perimeter&postalCode=8002",
      "type=perimeter&postalCode=8001&page=2",
      "type=perimeter&postalCode=8001&sort=name",
      "type=perimeter&postalCode=8001&view=map",
      "type=perimeter&postalCode=8001&perimeter=20",
    ]) {
      expect(segment(other)).not.toBe(base);
    }
  });

  it("the page reads back the search the visitor asked, with its tab and view", () => {
    for (const query of [
      "type=perimeter&postalCode=8001 Zürich&perimeter=20&consultingTopics=1,2&languages=fr&ratingCount=50&tags=%23pension steuern&registered=true&sort=location&page=3&pageSize=30&view=map",
      "type=canton&canton=VD&tab=canton",
      "type=name&name=Müller",
      "type=perimeter&postalCode=Basel (BS)",
    ]) {
      const raw = searchParamsToObject(new URLSearchParams(query));
      const back = searchFromSegment(segment(query)!);
      expect(back).not.toBeNull();
      expect(readHomeSearch(back!)).toEqual(readHomeSearch(raw));
      expect(back!.view ?? "list").toBe(raw.view ?? "list");
    }
  });

  it("sends to the per-request page what must not be cached: no search, an invalid one, the comparison, deep pages, 'all'", () => {
    for (const query of [
      "",
      "utm_source=x",
      "type=perimeter",
      "type=perimeter&postalCode=12",
      "tab=compare&compare=1,2",
      "type=name&name=A&tab=compare",
      "type=canton&canton=VD&page=21",
      "type=canton&canton=VD&pageSize=all",
      "type=canton&canton=VD&pageSize=100",
    ]) {
      expect(segment(query), query).toBeNull();
    }
  });
});

describe("searchFromSegment", () => {
  it("refuses what cachedSearchSegment never writes", () => {
    for (const bad of ["", "a.b", "a/b", "a=b", "%41", "x".repeat(4097)]) expect(searchFromSegment(bad)).toBeNull();
  });
});

describe("searchKey", () => {
  it("is read back by GET /api/search's schema as the same search, so the beacon counts what the page shows", () => {
    const found = readHomeSearch(
      searchParamsToObject(new URLSearchParams("type=perimeter&postalCode=8001&consultingTopics=2,1&tags=%23a b&languages=it&page=2")),
    );
    if (found.status !== "ok") throw new Error("the search should be valid");
    const fromApi = searchQuerySchema.parse(searchParamsToObject(searchKey(found.query)));
    expect(fromApi).toEqual({ ...found.query, consultingTopics: [1, 2] });
  });
});
