// The tags a cached public page carries, so that lib/cache/invalidate.ts can expire exactly the
// pages that show changed data. Pages are served from Next's page cache (ISR, docs/architecture.md
// "Caching and invalidation"); a page tags itself while it renders.
import "server-only";
import { unstable_cache } from "next/cache";

/**
 * How long any server may serve a public page after the data behind it changed without going
 * through a service that expires it: the CLI release job, seeds, a billing event switching the
 * booking widget. Changes made through the product expire the pages at once.
 */
export const PUBLIC_PAGE_SECONDS = 60;

/** Every cached public page: topic or question texts, the release job. */
export const ALL_PUBLIC_PAGES = "public";
/** Pages listing consultants or companies with their figures: home, the two grids. */
export const LIST_PAGES = "lists";
export const consultantPageTag = (id: number) => `consultant:${id}`;
export const companyPageTag = (id: number) => `company:${id}`;
/** The pages of a company's members, which show its name and link. */
export const companyMembersTag = (id: number) => `company-members:${id}`;

/**
 * Attaches tags to the page being rendered. Next collects the tags of every unstable_cache call
 * made during a render into that page's cache entry; the cached value itself is a constant, the
 * page's data is always read fresh when it renders.
 */
async function tagPage(tags: string[]): Promise<void> {
  await unstable_cache(async () => true, ["page-tags", ...tags], { tags: [...tags, ALL_PUBLIC_PAGES] })();
}

export const tagConsultantPage = (id: number, companyId: number | null = null) =>
  tagPage(companyId === null ? [consultantPageTag(id)] : [consultantPageTag(id), companyMembersTag(companyId)]);
export const tagCompanyPage = (id: number) => tagPage([companyPageTag(id)]);
export const tagListPage = () => tagPage([LIST_PAGES]);
