// Everything an evaluation's public page (/evaluation/{id}) shows: the evaluation as the public sees it and
// the rated consultant. An evaluation in review, hidden or held is no public page (exactly as the API answers).
// The page (app/[locale]/(public)/evaluation/[id]/page.tsx) and its generateMetadata only render what this
// returns and share one load per request (React cache).
import "server-only";
import { cache } from "react";
import { getPublicEvaluation } from "@/lib/evaluations/public-evaluation";
import { loadRatedConsultant } from "@/lib/rating-questionnaire/load-rated-consultant";

/** The page's data, or null for an id that names no public evaluation (a 404). */
export const loadEvaluationPage = cache(async (id: string, locale: string) => {
  const evaluation = await getPublicEvaluation(id, { locale });
  if (!evaluation) return null;
  const consultant = await loadRatedConsultant(evaluation.consultantId);
  if (!consultant) return null;
  return { evaluation, consultant };
});
