// POST /api/evaluation: a customer rates a consultant, or edits their evaluation with the edit token.
// Everything (scores, ratings, answers with their question snapshot, topics, the verification code,
// the aggregates and the consultant's notification) is written in one transaction.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "../db/generated/client";
import { AppError, type InvalidParam } from "../errors";
import { enqueueEmail } from "../email/outbox";
import { loadActiveQuestions, type StoredQuestion } from "../questionnaire/load-questionnaire";
import { refreshAggregatesForConsultants } from "./aggregates";
import { appUrl, emailTranslator, preferredLocale } from "./email-texts";
import { configuredPolicy } from "./policy-config";
import { canStillEdit, releaseDate, type ReleasePolicy } from "./release-policy";
import { evaluationSchema, type EvaluationData } from "./schema";
import { questionSnapshot, scoreEvaluation, ScoringError, unansweredRequiredQuestions, type ScoreResult } from "./scoring";
import { deps, type ServiceOptions } from "./services";
import { newEditToken, sha256Hex, tokenMatches } from "./tokens";
import { expireConsultantPages } from "../public/page-cache";
import { formatLongDate, formatRating } from "../format";

export type CodeStatus = "none" | "accepted" | "rejected";

export type SubmissionResult = {
  id: string;
  /** Returned once: only its hash is stored. */
  editToken: string;
  isVerified: boolean;
  releaseAt: Date;
  /** Whether the verified-link code made the evaluation verified (rejected: unknown or already spent). */
  codeStatus: CodeStatus;
  edited: boolean;
};

type Tx = Prisma.TransactionClient;

export async function submitEvaluation(
  input: unknown,
  options: ServiceOptions & { policy?: ReleasePolicy } = {},
): Promise<SubmissionResult> {
  const data = evaluationSchema.parse(input);
  const { db, now } = deps(options);
  const policy = options.policy ?? configuredPolicy();
  const email = data.customer.email.toLowerCase();

  const result = await db.$transaction(async (tx) => {
    const consultant = await tx.consultant.findFirst({
      where: { id: data.consultantId, state: { not: "disabled" } },
      select: { id: true, email: true, givenName: true, familyName: true, languages: true },
    });
    if (!consultant) throw new AppError("not_found", "consultant not found");

    const questions = await loadActiveQuestions(tx);
    const score = scoreAnswers(questions, data);
    await checkTopics(tx, data.consultingTopicIds);

    // One customer e-mail has one evaluation per consultant at a time: serialize submissions of the
    // same pair so that two simultaneous ones cannot both pass the duplicate check.
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`evaluation:${consultant.id}:${email}`}, 0))::text`;

    const target = await findEditTarget(tx, data, email, now, policy);
    const overall = score.overallRating as number;
    const releaseAt = releaseDate(target?.dateOfCreation ?? now, overall, policy);
    const id = target?.id ?? randomUUID();
    const editToken = target ? (data.editToken as string) : newEditToken();
    const fields = {
      date: now,
      customerHonorific: data.customer.honorific,
      customerGivenName: data.customer.givenName,
      customerFamilyName: data.customer.familyName,
      customerEmail: email,
      nameDisplayStyle: data.nameDisplayStyle,
      language: data.language,
      comment: data.comment ? data.comment : null,
      privacyPolicyAndTermsAndConditions: true,
      overallRating: overall,
    };

    let isVerified: boolean;
    if (target) {
      await tx.evaluation.update({
        where: { id },
        // The release date stays tied to the creation date; only a change between good and bad moves it.
        data: { ...fields, ...(target.state === "inReview" ? { releaseAt } : {}) },
      });
      await Promise.all([
        tx.evaluationTopic.deleteMany({ where: { evaluationId: id } }),
        tx.evaluationRating.deleteMany({ where: { evaluationId: id } }),
        tx.questionResult.deleteMany({ where: { evaluationId: id } }),
      ]);
      isVerified = target.isVerified;
    } else {
      await tx.evaluation.create({
        data: { id, consultantId: consultant.id, dateOfCreation: now, releaseAt, editTokenHash: sha256Hex(editToken), ...fields },
      });
      isVerified = false;
    }
    await writeChildren(tx, id, data, score, questions);

    let codeStatus: CodeStatus = "none";
    if (data.code) {
      codeStatus = "rejected";
      if (!isVerified) {
        // Spent atomically: of two evaluations racing for one code, exactly one gets it.
        const spent = await tx.verificationCode.updateMany({
          where: { codeHash: sha256Hex(data.code), consultantId: consultant.id, spentAt: null },
          data: { spentAt: now, evaluationId: id },
        });
        if (spent.count === 1) {
          await tx.evaluation.update({ where: { id }, data: { isVerified: true } });
          isVerified = true;
          codeStatus = "accepted";
        }
      }
    }

    await refreshAggregatesForConsultants(tx, [consultant.id]);
    if (!target && consultant.email) await notifyConsultant(tx, consultant, { overall, releaseAt, customerGivenName: data.customer.givenName });

    return { id, editToken, isVerified, releaseAt: target?.state === "published" ? target.releaseAt : releaseAt, codeStatus, edited: Boolean(target) };
  });
  // Editing an evaluation that is already public changes the consultant's page.
  if (result.edited) expireConsultantPages([data.consultantId]);
  return result;
}

function scoreAnswers(questions: StoredQuestion[], data: EvaluationData): ScoreResult {
  const scoring = questions.map((q) => ({ id: q.id, type: q.type, ratingCategoryId: q.ratingCategoryId, required: q.required, options: q.options }));
  const pointerOf = (questionId: number) => {
    const index = data.questionResults.findIndex((a) => a.questionDefinitionId === questionId);
    return index >= 0 ? `/questionResults/${index}` : "/questionResults";
  };
  let score: ScoreResult;
  try {
    score = scoreEvaluation(scoring, data.questionResults);
  } catch (error) {
    if (!(error instanceof ScoringError)) throw error;
    throw new AppError("validation", error.message, {
      invalidParams: [{ pointer: pointerOf(error.questionDefinitionId), message: error.message, code: error.code }],
    });
  }
  const missing = unansweredRequiredQuestions(scoring, data.questionResults);
  if (missing.length > 0) {
    const invalidParams: InvalidParam[] = missing.map((questionId) => ({
      pointer: pointerOf(questionId),
      message: `question ${questionId} must be answered`,
      code: "validation.answerRequired",
    }));
    throw new AppError("validation", "Please answer every required question.", { invalidParams });
  }
  if (score.overallRating === null) {
    throw new AppError("validation", "At least one rated question must be answered.", {
      invalidParams: [{ pointer: "/questionResults", message: "no rated answer", code: "validation.answerRequired" }],
    });
  }
  return score;
}

async function checkTopics(tx: Tx, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const found = await tx.consultingTopic.count({ where: { id: { in: unique }, active: true } });
  if (found !== unique.length) {
    throw new AppError("validation", "Unknown consulting topic.", {
      invalidParams: [{ pointer: "/consultingTopicIds", message: "unknown consulting topic", code: "validation.topicRequired" }],
    });
  }
}

type EditTarget = { id: string; dateOfCreation: Date; state: "inReview" | "published"; isVerified: boolean; releaseAt: Date };

/**
 * The evaluation this submission edits, or null for a new one. An explicit id needs its token and
 * the edit window; a second submission of the same e-mail within the window edits the first only
 * with that evaluation's token, and is refused otherwise.
 */
async function findEditTarget(tx: Tx, data: EvaluationData, email: string, now: Date, policy: ReleasePolicy): Promise<EditTarget | null> {
  const select = { id: true, dateOfCreation: true, state: true, isVerified: true, releaseAt: true, editTokenHash: true, customerEmail: true } as const;
  if (data.id) {
    const existing = await tx.evaluation.findFirst({ where: { id: data.id, consultantId: data.consultantId }, select });
    if (!existing) throw new AppError("not_found", "evaluation not found");
    if (!tokenMatches(data.editToken, existing.editTokenHash)) throw new AppError("forbidden", "The edit token is not valid for this evaluation.");
    if (!canStillEdit(existing.dateOfCreation, now, policy)) {
      throw new AppError("conflict", "The edit window of this evaluation has closed; it can no longer be changed.");
    }
    if (existing.customerEmail !== email) await refuseDuplicate(tx, data.consultantId, email, now, policy, existing.id);
    return existing;
  }
  const duplicate = await tx.evaluation.findFirst({
    where: { consultantId: data.consultantId, customerEmail: email, dateOfCreation: { gt: new Date(now.getTime() - policy.editWindowDays * 86_400_000) } },
    orderBy: { dateOfCreation: "desc" },
    select,
  });
  if (!duplicate) return null;
  if (tokenMatches(data.editToken, duplicate.editTokenHash)) return duplicate;
  throw duplicateConflict();
}

async function refuseDuplicate(tx: Tx, consultantId: number, email: string, now: Date, policy: ReleasePolicy, exceptId: string) {
  const other = await tx.evaluation.count({
    where: {
      consultantId,
      customerEmail: email,
      id: { not: exceptId },
      dateOfCreation: { gt: new Date(now.getTime() - policy.editWindowDays * 86_400_000) },
    },
  });
  if (other > 0) throw duplicateConflict();
}

function duplicateConflict() {
  return new AppError(
    "conflict",
    "An evaluation of this consultant with this e-mail address already exists. It can be edited with the link you received after submitting it.",
    { invalidParams: [{ pointer: "/customer/email", message: "evaluation exists", code: "evaluation.duplicateEmail" }] },
  );
}

async function writeChildren(tx: Tx, evaluationId: string, data: EvaluationData, score: ScoreResult, questions: StoredQuestion[]) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  await Promise.all([
    tx.evaluationTopic.createMany({ data: [...new Set(data.consultingTopicIds)].map((consultingTopicId) => ({ evaluationId, consultingTopicId })) }),
    score.ratings.length
      ? tx.evaluationRating.createMany({ data: score.ratings.map((r) => ({ evaluationId, ratingCategoryId: r.ratingCategoryId, value: r.value })) })
      : Promise.resolve(),
    tx.questionResult.createMany({
      data: score.results.map((r) => {
        const q = byId.get(r.questionDefinitionId) as StoredQuestion;
        return {
          evaluationId,
          questionDefinitionId: r.questionDefinitionId,
          selectedOptionId: r.selectedOptionId,
          points: r.points,
          value: r.value,
          textValue: r.textValue,
          // The question as shown, in all languages, so the protocol survives later edits of the questionnaire.
          questionSnapshot: questionSnapshot({ ...q, description: q.description ?? null, customerHint: q.customerHint ?? null }) as Prisma.InputJsonValue,
        };
      }),
    }),
  ]);
}

async function notifyConsultant(
  tx: Tx,
  consultant: { id: number; email: string | null; givenName: string; familyName: string; languages: string[] },
  evaluation: { overall: number; releaseAt: Date; customerGivenName: string },
) {
  const locale = preferredLocale(consultant.languages);
  const t = emailTranslator(locale);
  const releaseDate = formatLongDate(evaluation.releaseAt, locale);
  const rating = formatRating(evaluation.overall, locale);
  await enqueueEmail(tx, {
    recipientEmail: consultant.email as string,
    recipientName: `${consultant.givenName} ${consultant.familyName}`,
    templateName: "DefaultCallToAction",
    locale,
    purpose: "evaluation",
    values: {
      subject: t("newEvaluation.subject"),
      headline: t("newEvaluation.headline", { name: consultant.givenName }),
      text: t("newEvaluation.text", { rating, releaseDate }),
      closingText: t("closingText"),
      callToActionHeadline: t("newEvaluation.callToActionHeadline"),
      callToActionText: t("newEvaluation.callToActionText"),
      callToActionLabel: t("newEvaluation.callToActionLabel"),
      callToActionUrl: appUrl(locale, "/account/profile"),
    },
  });
}
