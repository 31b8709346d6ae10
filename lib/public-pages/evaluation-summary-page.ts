// Everything the customer's summary after rating (/evaluation/{id}/summary?editToken=…) shows: the summary
// with its answer protocol, which opens with the edit token of the customer's link or for a platform
// administrator (lib/evaluations/get-evaluation-summary.ts); the edit link while editing is allowed; whether a
// code was rejected. Without the token the visitor is sent to the public page if there is one. The page
// (app/[locale]/(public)/evaluation/[id]/summary/page.tsx) passes the request's actor in and only renders.
import "server-only";
import { firstValue, type RawQuery } from "./page-query";
import type { Actor } from "@/lib/auth/actor";
import { openEvaluationSummary, type EvaluationSummary } from "@/lib/evaluations/get-evaluation-summary";

export type EvaluationSummaryPage =
  | {
      kind: "summary";
      summary: EvaluationSummary;
      /** The token of the customer's link, for resending the confirmation; null for an administrator without one. */
      editToken: string | null;
      /** The questionnaire with the stored answers, only while the customer may still edit. */
      editHref: string | null;
      /** The rating was saved, but the code of its link was not accepted. */
      codeRejected: boolean;
    }
  /** Without the customer's token the answers stay private: the public page, where there is one. */
  | { kind: "public"; evaluationId: string }
  | { kind: "missing" };

export async function loadEvaluationSummaryPage(actor: Actor, id: string, locale: string, raw: RawQuery): Promise<EvaluationSummaryPage> {
  const editToken = firstValue(raw.editToken) ?? null;
  const access = await openEvaluationSummary(actor, id, locale, editToken);
  if (access.kind !== "summary") return access;
  const { summary } = access;
  return {
    kind: "summary",
    summary,
    editToken,
    editHref:
      summary.canEdit && editToken
        ? `/consultants/${summary.consultant.id}/questionnaire?id=${summary.evaluation.id}&editToken=${encodeURIComponent(editToken)}`
        : null,
    codeRejected: firstValue(raw.code) === "rejected",
  };
}
