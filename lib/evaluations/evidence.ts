// Who vouches for an evaluation (docs/product-rules.md#evidence-and-the-verified-mark): the kind the
// database derives from the evidence columns ("Evaluation"."evidence"), and which kinds earn the
// public ✓. Browser-safe.
//
// The ✓ belongs to what Beraterwahl itself checked. A one-time code is the consultant's invitation,
// not a proof of a customer (he can use his own code), and the consultant's confirmation is his word:
// both are said in words, never with the ✓.

export const EVIDENCE_KINDS = ["none", "consultantConfirmed", "oneTimeCode", "platformChecked", "disputeEvidence"] as const;

export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** The kinds that earn the ✓ mark: checked by the platform (an administrator, or a dispute's evidence). */
export const CHECK_MARK_KINDS: readonly EvidenceKind[] = ["platformChecked", "disputeEvidence"];

export function earnsCheckMark(kind: EvidenceKind): boolean {
  return CHECK_MARK_KINDS.includes(kind);
}

type Translate = (key: `labels.${EvidenceKind}`) => string;

/** The label of the evidence kind in words (messages "vouching"); "none" names the confirmed address, which every published review has. */
export function evidenceLabel(kind: EvidenceKind, t: Translate): string {
  return t(`labels.${kind}`);
}

/** The label as plain text (JSON-LD): the ✓ goes with the platform's own checks only. */
export function evidenceText(kind: EvidenceKind, t: Translate): string {
  return earnsCheckMark(kind) ? `✓ ${evidenceLabel(kind, t)}` : evidenceLabel(kind, t);
}
