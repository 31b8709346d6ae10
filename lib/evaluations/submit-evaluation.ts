// POST /api/evaluation: a customer rates a consultant, or edits their evaluation with the edit token.
// Everything (scores, ratings, answers with their question snapshot, topics, the verification code,
// the aggregates and the confirmation e-mail) is written in one transaction. A new evaluation waits
// for the customer to confirm the address (lib/evaluations/confirm-evaluation.ts); the consultant
// hears of it then.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, type InvalidParam } from "@/lib/errors";
import { countInvitationRating } from "@/lib/insight-counters/count-event";
import { loadActiveQuestions, type StoredQuestion } from "@/lib/rating-questionnaire/load-questionnaire";
import { queueConfirmationEmail } from "./confirmation-email";
import { isDisposableEmail } from "./customer-email";
import { configuredPolicy } from "./policy-config";
import { canStillEdit, releaseDate, type ReleasePolicy } from "./release-policy";
import { evaluationSchema, type EvaluationData } from "./schema";
import { questionSnapshot, scoreEvaluation, ScoringError, unansweredRequiredQuestions, type ScoreResult } from "./scoring";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { newEditToken, sha256Hex, tokenMatches } from "@/lib/auth/one-time-tokens";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";

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
  /**
   * A new evaluation counts only once the customer has confirmed the address by the link mailed to
   * it. The answer is the same whether or not the address has rated this consultant before.
   */
  confirmationPending: boolean;
};

type Tx = Prisma.TransactionClient;

export type SubmitOptions = ServiceContext & {
  policy?: ReleasePolicy;
  /** Keyed hash of the client's network (lib/auth/network-hash.ts), for the hold rules. */
  networkHash?: string | null;
};

export async function submitEvaluation(input: unknown, options: SubmitOptions = {}): Promise<SubmissionResult> {
  const data = evaluationSchema.parse(input);
  const { db, now } = resolveContext(options);
  const policy = options.policy ?? configuredPolicy();
  const email = data.customer.email.toLowerCase();
  if (!data.id && isDisposableEmail(email)) {
    throw new AppError("validation", "Addresses of disposable-mail providers cannot confirm a rating.", {
      invalidParams: [{ pointer: "/customer/email", message: "validation.disposableEmail", code: "validation.disposableEmail" }],
    });
  }

  const result = await db.$transaction(async (tx) => {
    const consultant = await tx.consultant.findFirst({
      where: { id: data.consultantId, state: { not: "disabled" } },
      select: { id: true, givenName: true, familyName: true },
    });
    if (!consultant) throw new AppError("not_found", "consultant not found");

    const questions = await loadActiveQuestions(tx);
    const score = scoreAnswers(questions, data);
    await checkTopics(tx, data.consultingTopicIds);

    const target = data.id ? await findEditTarget(tx, data, email, now, policy) : null;
    const overall = score.overallRating as number;
    const releaseAt = releaseDate(target?.dateOfCreation ?? now, overall, policy);
    const id = target?.id ?? randomUUID();
    const editToken = target ? (data.editToken as string) : newEditToken();
    const fields = {
      date: now,
      customerHonorific: data.customer.honorific,
      customerGivenName: data.customer.givenName,
      customerFamilyName: data.customer.familyName,
      nameDisplayStyle: data.nameDisplayStyle,
      language: data.language,
      comment: data.comment ? data.comment : null,
      privacyPolicyAndTermsAndConditions: true,
      overallRating: overall,
    };

    let isVerified: boolean;
    let confirmationToken: string | null = null;
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
      confirmationToken = newEditToken();
      await tx.evaluation.create({
        data: {
          id,
          consultantId: consultant.id,
          dateOfCreation: now,
          releaseAt,
          editTokenHash: sha256Hex(editToken),
          confirmationTokenHash: sha256Hex(confirmationToken),
          customerEmail: email,
          networkHash: options.networkHash ?? null,
          ...fields,
        },
      });
      isVerified = false;
    }
    await writeChildren(tx, id, data, score, questions);

    let codeStatus: CodeStatus = "none";
    if (data.code) {
      codeStatus = "rejected";
      if (!isVerified) {
        // Spent atomically: of two evaluations racing for one code, exactly one gets it. An
        // evaluation that is never confirmed gives its code back when it is deleted.
        const spent = await tx.verificationCode.updateMany({
          where: { codeHash: sha256Hex(data.code), consultantId: consultant.id, spentAt: null },
          data: { spentAt: now, evaluationId: id },
        });
        if (spent.count === 1) {
          await tx.evaluation.update({ where: { id }, data: { mandateConfirmedAt: now } });
          // A code that came with an invitation: the invitation turned into a rating (issue 32).
          await countInvitationRating(tx, id);
          isVerified = true;
          codeStatus = "accepted";
        }
      }
    }

    if (target) {
      // An edit of a confirmed evaluation may change what the public sees.
      if (target.emailConfirmedAt) await refreshFiguresFor(tx, { evaluationsOf: [consultant.id] });
    } else {
      await queueConfirmationEmail(tx, {
        evaluationId: id,
        consultantId: consultant.id,
        email,
        honorific: data.customer.honorific,
        givenName: data.customer.givenName,
        familyName: data.customer.familyName,
        locale: data.language,
        consultantName: `${consultant.givenName} ${consultant.familyName}`,
        overallRating: overall,
        comment: fields.comment,
        dateOfCreation: now,
        confirmationToken: confirmationToken as string,
        editToken,
        now,
        policy,
      });
    }

    return {
      id,
      editToken,
      isVerified,
      releaseAt: target?.state === "published" ? target.releaseAt : releaseAt,
      codeStatus,
      edited: Boolean(target),
      confirmationPending: target ? !target.emailConfirmedAt : true,
      changedPublicPage: Boolean(target?.emailConfirmedAt),
    };
  });
  const { changedPublicPage, ...answer } = result;
  // Editing an evaluation that is already public changes the consultant's page.
  if (changedPublicPage) await expireChanged({ evaluationsOf: [data.consultantId] });
  return answer;
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

type EditTarget = {
  id: string;
  dateOfCreation: Date;
  state: "inReview" | "published";
  isVerified: boolean;
  releaseAt: Date;
  emailConfirmedAt: Date | null;
};

/**
 * The evaluation an edit changes: it needs its token and the open edit window. The address is who
 * confirmed the evaluation, so an edit cannot change it (a new address is a new evaluation).
 */
async function findEditTarget(tx: Tx, data: EvaluationData, email: string, now: Date, policy: ReleasePolicy): Promise<EditTarget> {
  const existing = await tx.evaluation.findFirst({
    where: { id: data.id, consultantId: data.consultantId },
    select: {
      id: true,
      dateOfCreation: true,
      state: true,
      isVerified: true,
      releaseAt: true,
      editTokenHash: true,
      customerEmail: true,
      emailConfirmedAt: true,
    },
  });
  if (!existing) throw new AppError("not_found", "evaluation not found");
  if (!tokenMatches(data.editToken, existing.editTokenHash)) throw new AppError("forbidden", "The edit token is not valid for this evaluation.");
  if (!canStillEdit(existing.dateOfCreation, now, policy)) {
    throw new AppError("conflict", "The edit window of this evaluation has closed; it can no longer be changed.");
  }
  if (existing.customerEmail !== email) {
    throw new AppError("validation", "The e-mail address of an evaluation cannot be changed.", {
      invalidParams: [{ pointer: "/customer/email", message: "validation.emailUnchangeable", code: "validation.emailUnchangeable" }],
    });
  }
  // Serialises edits of one evaluation with its confirmation (which may merge it into an earlier one).
  await tx.$queryRaw`SELECT 1 FROM "Evaluation" WHERE "id" = ${existing.id}::uuid FOR UPDATE`;
  return existing;
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
