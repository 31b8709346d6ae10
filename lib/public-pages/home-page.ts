// Everything the home page shows below its fixed texts, for one query string: the search read from it
// (lib/search/home-search.ts), the topics, the popular consultants, the results of a valid search and the
// comparison of the compare tab. The page (app/[locale]/(public)/home-view.tsx, served by page.tsx without a
// query, by q/results/[search]/page.tsx for a valid search and by q/home/page.tsx otherwise) only renders
// what this returns.
import "server-only";
import type { RawQuery } from "./page-query";
import { loadComparison, readCompareIds } from "@/lib/compare/load-comparison";
import type { Locale } from "@/lib/i18n/routing";
import { readHomeSearch, type HomeSearch } from "@/lib/search/home-search";
import { popularConsultants } from "@/lib/search/popular-consultants";
import type { SearchQuery, SearchResult } from "@/lib/search/schema";
import { searchConsultants } from "@/lib/search/search-consultants";
import { listTopicOptions, type TopicOption } from "@/lib/topics/topic-options";

type HomeComparison =
  /** Nobody to compare: the compare tab shows its form only. */
  | { kind: "none" }
  /** One id, or ids of which fewer than two name a public profile: the tab says so. */
  | { kind: "too-few" }
  | { kind: "table"; rows: Awaited<ReturnType<typeof loadComparison>> };

export type HomePage = {
  search: HomeSearch;
  topics: TopicOption[];
  /** Topic names by id, for the cards. */
  topicNames: Map<number, string>;
  popular: Awaited<ReturnType<typeof popularConsultants>>;
  /** Only for a valid search. */
  results: { query: SearchQuery; result: SearchResult; view: "list" | "map" } | null;
  comparison: HomeComparison;
};

/**
 * Reads nothing of the request but the query it is given: the home page and a search's results are cached
 * pages (proxy.ts). The appearances a results page counts come from its beacon (POST /api/search/appearances).
 */
export async function loadHomePage(locale: Locale, raw: RawQuery): Promise<HomePage> {
  const search = readHomeSearch(raw);
  const compare = search.tab === "compare" ? readCompareIds(raw) : null;
  const comparing = compare !== null && compare.ids.length > 0;
  const [topics, popular, result, rows] = await Promise.all([
    listTopicOptions(locale),
    popularConsultants(10),
    search.status === "ok" ? searchConsultants(search.query) : Promise.resolve(null),
    comparing ? loadComparison(compare.ids, compare.postalCode, locale) : Promise.resolve([]),
  ]);
  return {
    search,
    topics,
    topicNames: new Map(topics.map((topic) => [topic.id, topic.name])),
    popular,
    results: search.status === "ok" && result ? { query: search.query, result, view: raw.view === "map" ? "map" : "list" } : null,
    comparison: rows.length >= 2 ? { kind: "table", rows } : comparing ? { kind: "too-few" } : { kind: "none" },
  };
}
