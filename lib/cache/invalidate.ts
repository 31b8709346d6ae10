// The one place that knows which cached pages show which data. A service that changes data says
// what changed (a Change); refreshFiguresFor (lib/consultants/aggregates.ts) brings the stored rating
// figures up to date inside its transaction, and this module
//  - after the commit, expires every cached page that shows the changed data (expireChanged).
// The pages carry the matching tags (lib/cache/page-tags.ts), so a change is visible at the next
// request on every server: with REDIS_URL the tag expiry is written to the shared cache
// (cache-handler.mjs), without it to this server's own cache.
//
// Which page shows what (and hence which tag a change expires):
//   consultant page     its consultant, its company's name and link, topic and question texts, its response time
//   company page        its company, every member's name and figures, topic texts
//   home, the two grids any consultant's or company's figures (carousel, lists), topic texts
//   about us, for consultants, legal pages: no data (runtime configuration only, see docs/architecture.md)
import "server-only";
import { revalidateTag } from "next/cache";
import { db } from "@/lib/db/client";
import { consultantIdsOf, type Change } from "./change";
import { ALL_PUBLIC_PAGES, companyMembersTag, companyPageTag, consultantPageTag, LIST_PAGES } from "./page-tags";

/** More consultants than this in one change expire every public page instead of one tag each. */
const MANY = 200;

/**
 * The tags a change expires. `companiesOfConsultants` are the companies the changed consultants
 * belong to now (their company page lists them).
 */
export function tagsFor(change: Change, companiesOfConsultants: readonly number[] = []): string[] {
  const consultants = consultantIdsOf(change);
  if (change.everything || change.topics || change.questions || consultants.length > MANY) return [ALL_PUBLIC_PAGES];
  const tags = new Set<string>();
  for (const id of consultants) tags.add(consultantPageTag(id));
  for (const id of [...companiesOfConsultants, ...(change.membershipsOf ?? [])]) tags.add(companyPageTag(id));
  for (const id of change.companies ?? []) {
    tags.add(companyPageTag(id));
    // The members' pages show the company's name and link.
    tags.add(companyMembersTag(id));
  }
  if (tags.size > 0) tags.add(LIST_PAGES);
  // Only the profile shows the response time: no list page needs to go.
  for (const id of change.responseTimesOf ?? []) tags.add(consultantPageTag(id));
  return [...tags];
}

/** After the commit: expires every cached page that shows what changed, on every server. */
export type { Change };

export async function expireChanged(change: Change): Promise<void> {
  const consultants = consultantIdsOf(change);
  let companies: number[] = [];
  if (consultants.length > 0 && consultants.length <= MANY) {
    const rows = await db().consultant.findMany({ where: { id: { in: consultants }, companyId: { not: null } }, select: { companyId: true } });
    companies = [...new Set(rows.map((r) => r.companyId as number))];
  }
  for (const tag of tagsFor(change, companies)) expireTag(tag);
}

function expireTag(tag: string): void {
  try {
    // expire: 0 makes the next visit wait for a fresh render instead of getting the stale page once more.
    revalidateTag(tag, { expire: 0 });
  } catch {
    // Outside a Next.js request (the CLI job, seeds, tests calling services) there is no page cache
    // to reach from here; the pages follow within their revalidate time (lib/cache/page-tags.ts).
  }
}
