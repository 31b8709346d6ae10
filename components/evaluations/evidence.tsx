// Who vouches for one review, in the reader's words (messages "vouching"): on the review card, and as
// the JSON-LD review's description. The ✓ is only for what Beraterwahl itself checked
// (lib/evaluations/evidence.ts); a one-time code or the consultant's confirmation is said in words.
import { earnsCheckMark, type EvidenceKind } from "@/lib/evaluations/evidence";

type Translate = (key: `labels.${EvidenceKind}`) => string;

/** The label of the evidence kind ("none": the confirmed address, which every published review has). */
export function evidenceLabel(kind: EvidenceKind, t: Translate): string {
  return t(`labels.${kind}`);
}

/** The label for plain text (JSON-LD, alt texts): the ✓ goes with the platform's own checks only. */
export function evidenceText(kind: EvidenceKind, t: Translate): string {
  return earnsCheckMark(kind) ? `✓ ${evidenceLabel(kind, t)}` : evidenceLabel(kind, t);
}
