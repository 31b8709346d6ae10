// The customer's summary after rating (/evaluation/{id}/summary) and the prefill when they reopen
// the questionnaire to edit. The summary with its answer protocol is the customer's: it opens with
// the edit token of their link (or for a platform administrator); the uuid alone is no secret (it is
// in every public URL), so without the token the visitor gets what the public gets (openEvaluationSummary).
import "server-only";
import { cache } from "react";
import { isPlatformAdmin } from "@/lib/auth/platform-admin";
import type { Actor } from "@/lib/auth/actor";
import { localize } from "@/lib/i18n/localize";
import { localizeUnit } from "@/lib/question-catalogue/unit";
import type { QuestionType } from "@/lib/question-catalogue/schema";
import { isBadRating } from "./scoring";
import { configuredPolicy } from "./policy-config";
import { evaluationCardSelect, getPublicEvaluation, isUuid, toPublicEvaluation, type PublicEvaluation } from "./public-evaluation";
import { canStillEdit, daysLeftToEdit, editDeadline, type ReleasePolicy } from "./release-policy";
import type { EvaluationInput } from "./schema";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { tokenMatches } from "@/lib/auth/one-time-tokens";

export type ProtocolEntry = {
  questionDefinitionId: number | null;
  type: QuestionType;
  question: string;
  value: number;
  textValue: string | null;
  optionText: string | null;
  prefix: string | null;
  suffix: string | null;
};

export type EvaluationSummary = {
  evaluation: PublicEvaluation;
  consultant: { id: number; name: string };
  state: "inReview" | "published";
  releaseAt: string;
  isBad: boolean;
  /** Why a critical evaluation still waits: only while it waits, never once it is published (decisions.md "Formats"). */
  showsWaitingExplanation: boolean;
  protocol: ProtocolEntry[];
  daysLeftToEdit: number;
  editDeadline: string;
  /** The token is valid and the edit window open. */
  canEdit: boolean;
  tokenValid: boolean;
  /** The customer has not confirmed the address yet: the evaluation counts nowhere until then. */
  confirmationPending: boolean;
};

type SnapshotShape = {
  type: QuestionType;
  text: unknown;
  prefix: unknown;
  suffix: unknown;
  options: { id: number; text: unknown }[];
};

export const loadEvaluationSummary = cache(
  async (
    id: string,
    locale: string,
    editToken?: string | null,
    options: ServiceContext & { policy?: ReleasePolicy } = {},
  ): Promise<EvaluationSummary | null> => {
    if (!isUuid(id)) return null;
    const { db, now } = resolveContext(options);
    const policy = options.policy ?? configuredPolicy();
    const row = await db.evaluation.findUnique({
      where: { id },
      select: {
        ...evaluationCardSelect,
        state: true,
        releaseAt: true,
        editTokenHash: true,
        emailConfirmedAt: true,
        consultant: { select: { id: true, givenName: true, familyName: true } },
        questionResults: {
          orderBy: { id: "asc" },
          select: { questionDefinitionId: true, value: true, textValue: true, selectedOptionId: true, questionSnapshot: true },
        },
      },
    });
    if (!row) return null;
    const tokenValid = tokenMatches(editToken, row.editTokenHash);
    const protocol = row.questionResults.map((r): ProtocolEntry => {
      const snapshot = r.questionSnapshot as unknown as SnapshotShape;
      const option = r.selectedOptionId !== null ? snapshot.options.find((o) => o.id === r.selectedOptionId) : undefined;
      return {
        questionDefinitionId: r.questionDefinitionId,
        type: snapshot.type,
        question: localize(snapshot.text, locale),
        value: r.value,
        textValue: r.textValue,
        optionText: option ? localize(option.text, locale) : null,
        prefix: localizeUnit(snapshot.prefix, locale),
        suffix: localizeUnit(snapshot.suffix, locale),
      };
    });
    const evaluation = toPublicEvaluation(row, locale);
    return {
      evaluation,
      consultant: { id: row.consultant.id, name: `${row.consultant.givenName} ${row.consultant.familyName}` },
      state: row.state,
      releaseAt: row.releaseAt.toISOString(),
      isBad: isBadRating(Number(row.overallRating)),
      showsWaitingExplanation: isBadRating(Number(row.overallRating)) && row.state === "inReview",
      protocol,
      daysLeftToEdit: daysLeftToEdit(row.dateOfCreation, now, policy),
      editDeadline: editDeadline(row.dateOfCreation, policy).toISOString(),
      canEdit: tokenValid && canStillEdit(row.dateOfCreation, now, policy),
      tokenValid,
      confirmationPending: row.emailConfirmedAt === null,
    };
  },
);

export type SummaryAccess =
  | { kind: "summary"; summary: EvaluationSummary }
  /** No valid token: the evaluation is public, and its public page is what this visitor may see. */
  | { kind: "public"; evaluationId: string }
  | { kind: "missing" };

/**
 * Who may read the summary: the holder of the edit token (the customer's link) and platform
 * administrators. Everybody else is sent to the public page when the evaluation is public, and gets
 * a 404 otherwise, exactly as /evaluation/{id} and the API answer for an evaluation in review,
 * hidden by moderation or held.
 */
export async function openEvaluationSummary(
  actor: Actor,
  id: string,
  locale: string,
  editToken?: string | null,
  options: ServiceContext & { policy?: ReleasePolicy } = {},
): Promise<SummaryAccess> {
  const summary = await loadEvaluationSummary(id, locale, editToken, options);
  if (!summary) return { kind: "missing" };
  if (summary.tokenValid || isPlatformAdmin(actor)) return { kind: "summary", summary };
  const visible = await getPublicEvaluation(id, { ...options, locale });
  return visible ? { kind: "public", evaluationId: visible.id } : { kind: "missing" };
}

export type EditPrefill = { status: "editable"; values: EvaluationInput } | { status: "invalid" } | { status: "closed" };

/** The stored answers as the questionnaire's form values, when the token fits and the window is open. */
export async function loadEvaluationForEdit(
  id: string,
  consultantId: number,
  editToken: string,
  options: ServiceContext & { policy?: ReleasePolicy } = {},
): Promise<EditPrefill> {
  if (!isUuid(id)) return { status: "invalid" };
  const { db, now } = resolveContext(options);
  const policy = options.policy ?? configuredPolicy();
  const row = await db.evaluation.findFirst({
    where: { id, consultantId },
    select: {
      id: true,
      consultantId: true,
      dateOfCreation: true,
      editTokenHash: true,
      customerHonorific: true,
      customerGivenName: true,
      customerFamilyName: true,
      customerEmail: true,
      nameDisplayStyle: true,
      language: true,
      comment: true,
      topics: { select: { consultingTopicId: true } },
      questionResults: { select: { questionDefinitionId: true, value: true, textValue: true, selectedOptionId: true, questionSnapshot: true } },
    },
  });
  if (!row || !tokenMatches(editToken, row.editTokenHash)) return { status: "invalid" };
  if (!canStillEdit(row.dateOfCreation, now, policy)) return { status: "closed" };
  return {
    status: "editable",
    values: {
      id: row.id,
      editToken,
      consultantId: row.consultantId,
      language: row.language as EvaluationInput["language"],
      customer: { honorific: row.customerHonorific, givenName: row.customerGivenName, familyName: row.customerFamilyName, email: row.customerEmail },
      consultingTopicIds: row.topics.map((t) => t.consultingTopicId),
      comment: row.comment ?? "",
      privacyPolicyAndTermsAndConditions: true,
      nameDisplayStyle: row.nameDisplayStyle,
      questionResults: row.questionResults
        .filter((r) => r.questionDefinitionId !== null)
        .map((r) => {
          const type = (r.questionSnapshot as unknown as SnapshotShape).type;
          return {
            questionDefinitionId: r.questionDefinitionId as number,
            value: type === "text" || type === "select" ? null : r.value,
            textValue: r.textValue,
            selectedOptionId: r.selectedOptionId,
          };
        }),
    },
  };
}
