// One address per search (issue 34): the home page's search results are served from the page cache, one
// entry per normalised query. proxy.ts reads a visitor's query string with the page's own reader
// (home-search.ts), writes what it found back in one fixed order (searchKey), and sends the request to
// app/[locale]/(public)/q/results/[search], whose only parameter is that key as one path segment. So
// "?postalCode=8001&type=perimeter" and "?type=perimeter&postalCode=8001&perimeter=50&sort=rating" are one
// cache entry, and the results beacon (POST /api/search/appearances) counts exactly the query the page shows.
// No "server-only": proxy.ts runs it too; Buffer makes it Node-only.
import { searchParamsToObject } from "@/lib/http/pagination";
import { readHomeSearch } from "./home-search";
import type { SearchQuery } from "./schema";

type Raw = Record<string, string | string[] | undefined>;

/**
 * The deepest page and the page sizes a cached search may have. Deeper pages and "all" are rare and large
 * (up to the cap of "all": hundreds of cards), so they render per request rather than take the cache's room.
 */
const CACHED_PAGES = 20;
const CACHED_PAGE_SIZES: readonly (number | "all")[] = [5, 10, 30, 50];
/** The longest segment: a search with many long tags in other scripts is rare, and renders per request. */
const MAX_SEGMENT = 4096;

/**
 * The normalised query string of a search: equal searches, equal strings. GET /api/search and the results
 * beacon read it with searchQuerySchema, the page with readHomeSearch; both read back the same search.
 */
export function searchKey(q: SearchQuery): URLSearchParams {
  const key = new URLSearchParams({ type: q.type });
  if (q.postalCode !== undefined) key.set("postalCode", q.postalCode);
  key.set("perimeter", String(q.perimeter));
  for (const topic of [...new Set(q.consultingTopics)].sort((a, b) => a - b)) key.append("consultingTopics", String(topic));
  for (const language of [...new Set(q.languages)].sort()) key.append("languages", language);
  if (q.ratingCount) key.set("ratingCount", String(q.ratingCount));
  // Normalised tags hold no comma: both readers split the list at commas.
  if (q.tags.length > 0) key.set("tags", q.tags.join(","));
  if (q.name !== undefined) key.set("name", q.name);
  if (q.canton !== undefined) key.set("canton", q.canton);
  if (q.registered) key.set("registered", "true");
  key.set("sort", q.sort);
  key.set("page", String(q.page));
  key.set("pageSize", String(q.pageSize));
  return key;
}

/**
 * The path segment of the cached results page for a visitor's query string, or null when the query is not
 * a valid search (the form's messages), is the comparison (any ids), or is too deep or too large to cache:
 * those render per request (q/home).
 */
export function cachedSearchSegment(params: URLSearchParams): string | null {
  const raw = searchParamsToObject(params);
  const search = readHomeSearch(raw);
  if (search.status !== "ok" || search.tab === "compare") return null;
  if (search.query.page > CACHED_PAGES || !CACHED_PAGE_SIZES.includes(search.query.pageSize)) return null;
  // The tab and the view are the page's, not the search's, and part of what it shows.
  const key = searchKey(search.query);
  key.set("tab", search.tab);
  if (raw.view === "map") key.set("view", "map");
  const segment = Buffer.from(key.toString()).toString("base64url");
  return segment.length <= MAX_SEGMENT ? segment : null;
}

/** The query string back from the segment, for the page to read like any other (null: not one of ours). */
export function searchFromSegment(segment: string): Raw | null {
  // base64url's alphabet only: anything else was not written by cachedSearchSegment.
  if (segment.length === 0 || segment.length > MAX_SEGMENT || !/^[\w-]+$/.test(segment)) return null;
  return searchParamsToObject(new URLSearchParams(Buffer.from(segment, "base64url").toString("utf8")));
}
