// Data that several cached pages show and that costs more to compute than to fetch from the cache:
// kept in Next's data cache (in Redis with REDIS_URL, shared by every server), expired with the
// pages that show it (lib/cache/invalidate.ts) and at most a minute old otherwise.
import "server-only";
import { unstable_cache } from "next/cache";
import { ALL_PUBLIC_PAGES, LIST_PAGES, PUBLIC_PAGE_SECONDS } from "@/lib/cache/page-tags";
import { topConsultants } from "./top-consultants";

/**
 * The home page's popular consultants. The ranking reads every ranked consultant's figures (about
 * 20 ms on 100,000 consultants), which the search results page would otherwise pay for each query:
 * it shows the same carousel below the results.
 */
export const popularConsultants = unstable_cache((limit: number) => topConsultants(limit), ["popular-consultants"], {
  tags: [LIST_PAGES, ALL_PUBLIC_PAGES],
  revalidate: PUBLIC_PAGE_SECONDS,
});
