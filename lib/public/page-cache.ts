// The public consultant pages are rendered once and then served from Next's page cache (ISR), so
// that a profile shared widely costs one render per minute instead of one per visit.
//
// Freshness: every cached consultant page carries two tags. A change made through this app server
// (a profile save, an evaluation published, verified, answered, hidden …) expires the affected
// pages at once, so the next visit renders them anew. Other app servers behind the same load
// balancer keep their own page cache and catch up within PUBLIC_PAGE_SECONDS, as do changes made
// outside a request (the CLI job, seeds) and changes of entitlement (a trial ending, a billing event
// switching the booking widget): none of those needs to show within the minute.
import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";

/** How long any server may serve a consultant page after the data behind it changed elsewhere. */
export const PUBLIC_PAGE_SECONDS = 60;

export const ALL_CONSULTANT_PAGES = "consultant-pages";
export const consultantPageTag = (id: number) => `consultant-page:${id}`;

/**
 * Attaches the consultant's tags to the page being rendered. Next collects the tags of every
 * unstable_cache call made during a render into that page's cache entry; the cached value itself
 * is a constant, the page's data is always read fresh when it renders.
 */
export async function tagConsultantPage(id: number): Promise<void> {
  await unstable_cache(async () => true, ["consultant-page-tag", String(id)], {
    tags: [consultantPageTag(id), ALL_CONSULTANT_PAGES],
  })();
}

/** Expires the cached pages of these consultants (every locale and URL form), after a committed change. */
export function expireConsultantPages(ids: Iterable<number>): void {
  for (const id of new Set(ids)) expire(consultantPageTag(id));
}

/** Expires every cached consultant page, for changes that show on all of them (topic names, categories, a job run). */
export function expireAllConsultantPages(): void {
  expire(ALL_CONSULTANT_PAGES);
}

function expire(tag: string): void {
  try {
    // expire: 0 makes the next visit wait for a fresh render instead of getting the stale page once more.
    revalidateTag(tag, { expire: 0 });
  } catch {
    // Outside a Next.js request (the CLI job, seeds, tests) there is no page cache to expire here;
    // the pages follow within PUBLIC_PAGE_SECONDS.
  }
}
