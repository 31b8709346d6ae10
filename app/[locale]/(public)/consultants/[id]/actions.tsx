"use server";
// "Show more ratings" on the consultant page. The page itself is cached (lib/cache/page-tags.ts),
// so further evaluations come through this action, rendered on the server by the same component.
import { getLocale } from "next-intl/server";
import { z } from "zod";
import { EvaluationList } from "@/components/public/evaluation-list";
import { EVALUATIONS_STEP, listPublicEvaluations } from "@/lib/evaluations/public-evaluation";

const requestSchema = z.object({
  consultantId: z.number().int().positive().max(2_147_483_647),
  // The page numbers of EVALUATIONS_STEP-sized pages: page 1 is on the cached page.
  page: z.number().int().min(2).max(10_000),
});

export async function loadMoreEvaluations(input: { consultantId: number; page: number }) {
  const parsed = requestSchema.safeParse(input);
  if (!parsed.success) return { list: null, remaining: 0 };
  const { consultantId, page } = parsed.data;
  const locale = await getLocale();
  const result = await listPublicEvaluations(consultantId, { page, pageSize: EVALUATIONS_STEP, locale });
  return {
    list: result.items.length > 0 ? <EvaluationList items={result.items} /> : null,
    remaining: Math.max(0, result.total - page * EVALUATIONS_STEP),
  };
}
