"use server";
// "Show more ratings" on the consultant page and on its reviews page. The consultant page is cached
// (lib/cache/page-tags.ts), so further evaluations come through this action, rendered on the
// server by the same component, narrowed and ordered as the reviews page shows them.
import { getLocale } from "next-intl/server";
import { EvaluationList } from "@/components/public/evaluation-list";
import { EVALUATIONS_STEP, listPublicEvaluations } from "@/lib/evaluations/public-evaluation";
import { moreReviewsSchema, type ReviewQuery } from "@/lib/evaluations/review-filter";

export async function loadMoreEvaluations(input: { consultantId: number; page: number } & Partial<ReviewQuery>) {
  const parsed = moreReviewsSchema.safeParse(input);
  if (!parsed.success) return { list: null, remaining: 0 };
  const { consultantId, page, sort, ...filter } = parsed.data;
  const locale = await getLocale();
  const result = await listPublicEvaluations(consultantId, { page, pageSize: EVALUATIONS_STEP, locale, sort, filter });
  return {
    list: result.items.length > 0 ? <EvaluationList items={result.items} /> : null,
    remaining: Math.max(0, result.total - page * EVALUATIONS_STEP),
  };
}
