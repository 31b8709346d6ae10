// The compare tab: two or three consultants side by side (?tab=compare&compare=1&compare=2[&postalCode=8001]).
import "server-only";
import { z } from "zod";
import { recordIdParam } from "@/lib/http/record-id";
import { listParam } from "@/lib/http/pagination";
import { postalCodeSchema } from "@/lib/text-fields";
import { postalCodeCenter } from "@/lib/geocoding/postal-code-center";
import { haversineKm, roundKm } from "@/lib/geo/distance";
import { loadComparisonFacts } from "./comparison-facts";
import { loadConsultantPage } from "@/lib/consultants/load-consultant-page";

const COMPARE_MAX = 3;

const compareQuery = z.object({
  compare: listParam(recordIdParam).catch([]),
  postalCode: postalCodeSchema.optional().catch(undefined),
});

export function readCompareIds(raw: Record<string, string | string[] | undefined>): { ids: number[]; postalCode?: string } {
  const parsed = compareQuery.parse(raw);
  return { ids: [...new Set(parsed.compare)].slice(0, COMPARE_MAX), postalCode: parsed.postalCode };
}

/**
 * The public profiles (at most three reads, in parallel) with their distance from the postal code,
 * their evidence counts and their share of "yes" per conduct-duty question (one statement for all).
 */
export async function loadComparison(ids: number[], postalCode?: string, locale = "de") {
  const [center, facts, ...pages] = await Promise.all([
    postalCode ? postalCodeCenter(postalCode) : Promise.resolve(null),
    loadComparisonFacts(ids, locale),
    ...ids.map((id) => loadConsultantPage(id)),
  ]);
  return pages.flatMap((p) => {
    if (p.kind !== "found") return [];
    const c = p.consultant;
    const distanceKm =
      center && c.latitude !== null && c.longitude !== null ? roundKm(haversineKm(center, { latitude: c.latitude, longitude: c.longitude })) : null;
    const evidence = facts.evidence.get(c.id) ?? { published: 0, mandateConfirmed: 0, checkedByAdministrator: 0 };
    const duties = facts.duties.map((d) => ({ questionId: d.questionId, text: d.text, ...(d.answers.get(c.id) ?? { yes: 0, answered: 0 }) }));
    return [{ consultant: c, distanceKm, evidence, duties }];
  });
}
