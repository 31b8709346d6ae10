// A page of search results seen by a visitor (issue 32): +1 appearance for each consultant on it. Bots and
// prefetches count nothing (countable-request.ts).
import "server-only";
import { unstable_cache } from "next/cache";
import { ALL_PUBLIC_PAGES, LIST_PAGES, PUBLIC_PAGE_SECONDS } from "@/lib/cache/page-tags";
import { db as appDb } from "@/lib/db/client";
import { countSearchAppearances } from "@/lib/insight-counters/count-event";
import { isCountableRequest } from "@/lib/insight-counters/countable-request";
import { bufferInsightEvent } from "@/lib/insight-counters/counter-buffer";
import { searchKey } from "@/lib/search/search-key";
import type { SearchQuery } from "@/lib/search/schema";
import { searchConsultants } from "@/lib/search/search-consultants";

/** GET /api/search: the page it answers, counted with one statement. */
export async function countSearchResultsPage(headers: Headers, items: readonly { id: number }[]): Promise<void> {
  if (items.length === 0 || !isCountableRequest(headers)) return;
  await countSearchAppearances(
    appDb(),
    items.map((item) => item.id),
  );
}

/**
 * The results page's beacon (POST /api/search/appearances): the page itself is cached and does not run
 * again, so the browser reports the search it shows, and the consultants on that page are counted here.
 * The ids are the ones a cached page of that search shows (same tags, same life), so a flood of beacons
 * costs one search per query and minute; the events go through the counters' buffer, as the profile's do.
 * A beacon can name only a search, never a consultant: it counts nobody who is not on that search's page.
 */
export async function countSearchResultsBeacon(headers: Headers, query: SearchQuery): Promise<void> {
  if (!isCountableRequest(headers)) return;
  for (const id of await resultIds(query)) bufferInsightEvent(id, "searchAppearance");
}

function resultIds(query: SearchQuery): Promise<number[]> {
  return unstable_cache(async () => (await searchConsultants(query)).items.map((item) => item.id), ["search-result-ids", searchKey(query).toString()], {
    tags: [LIST_PAGES, ALL_PUBLIC_PAGES],
    revalidate: PUBLIC_PAGE_SECONDS,
  })();
}
