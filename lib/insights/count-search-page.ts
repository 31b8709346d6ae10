// A page of search results seen by a visitor (issue 32): +1 appearance for each consultant on it, one
// statement for the page. Bots and prefetches count nothing (countable-request.ts).
import "server-only";
import { db as appDb } from "@/lib/db/client";
import { countSearchAppearances } from "@/lib/insight-counters/count-event";
import { isCountableRequest } from "@/lib/insight-counters/countable-request";

export async function countSearchResultsPage(headers: Headers, items: readonly { id: number }[]): Promise<void> {
  if (items.length === 0 || !isCountableRequest(headers)) return;
  await countSearchAppearances(
    appDb(),
    items.map((item) => item.id),
  );
}
