// How one review was checked, in the reader's words: on the review card, and as the JSON-LD review's
// description. The ✓ "verified" mark is only for a one-time code or an administrator's check.
import type { EvaluationEvidence } from "@/lib/evaluations/public-evaluation";

type Translate = (
  key: "evidence.addressConfirmed" | "evidence.mandateConfirmed" | "evidence.relationshipConfirmed" | "evidence.checkedByAdministrator",
) => string;

export function evidenceWords(evidence: EvaluationEvidence, t: Translate): string[] {
  return [
    evidence.addressConfirmed ? t("evidence.addressConfirmed") : null,
    evidence.mandateConfirmed ? t("evidence.mandateConfirmed") : null,
    evidence.relationshipConfirmed ? t("evidence.relationshipConfirmed") : null,
    evidence.checkedByAdministrator ? t("evidence.checkedByAdministrator") : null,
  ].filter((w): w is string => w !== null);
}
