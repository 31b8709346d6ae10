// Everything a consultant's reviews page shows for one reader's query (stars, evidence, language, comment, sort;
// lib/evaluations/review-filter.ts): the profile, the distribution and the first reviews, with the rule of what
// a profile shows applied (an unclaimed profile has no public reviews: the page sends the reader to the profile,
// which says why). The page (app/[locale]/(public)/consultants/[id]/reviews/page.tsx) and its generateMetadata
// only render what this returns and share one load per request (React cache).
import "server-only";
import { queryFromKey, queryKey, type RawQuery } from "./page-query";
import { cache } from "react";
import type { PublicConsultant } from "@/lib/consultants/consultant-view";
import { loadConsultantPage } from "@/lib/consultants/load-consultant-page";
import { profileDisplay } from "@/lib/consultants/profile-display";
import { EVALUATIONS_STEP, listPublicEvaluations } from "@/lib/evaluations/public-evaluation";
import { ratingDistribution, type RatingDistribution } from "@/lib/evaluations/rating-distribution";
import { hasFilter, reviewPageQuerySchema, type ReviewQuery } from "@/lib/evaluations/review-filter";
import type { Locale } from "@/lib/i18n/routing";
import { parseIdSlug } from "@/lib/seo/id-slug";

export type ConsultantReviewsPage =
  | {
      kind: "found";
      consultant: PublicConsultant;
      /** The reader's choices, read leniently: a bad value drops that one choice. */
      query: ReviewQuery;
      distribution: RatingDistribution;
      evaluations: Awaited<ReturnType<typeof listPublicEvaluations>>;
      /** The unfiltered, newest-first list is the canonical page; a filtered or reordered one is not indexed. */
      noIndex: boolean;
    }
  /** A profile without public figures (unclaimed): its page says why there are no reviews. */
  | { kind: "no-figures"; slug: string }
  | { kind: "disabled" }
  | { kind: "merged"; survivorSlug: string }
  | { kind: "missing" };

const loadByKey = cache(async (idParam: string, locale: Locale, key: string): Promise<ConsultantReviewsPage> => {
  const id = parseIdSlug(idParam);
  if (id === null) return { kind: "missing" };
  const data = await loadConsultantPage(id);
  if (data.kind !== "found") return data;
  const c = data.consultant;
  if (!profileDisplay(c.state).figures) return { kind: "no-figures", slug: c.slug };
  const query = reviewPageQuerySchema.parse(queryFromKey(key));
  const { sort, ...filter } = query;
  const [distribution, evaluations] = await Promise.all([
    ratingDistribution(c.id),
    listPublicEvaluations(c.id, { page: 1, pageSize: EVALUATIONS_STEP, locale, sort, filter }),
  ]);
  return { kind: "found", consultant: c, query, distribution, evaluations, noIndex: hasFilter(query) || query.sort !== "newest" };
});

export function loadConsultantReviewsPage(idParam: string, locale: Locale, raw: RawQuery): Promise<ConsultantReviewsPage> {
  return loadByKey(idParam, locale, queryKey(raw));
}
