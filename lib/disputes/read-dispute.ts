// Reading a dispute: the moderator's whole file (answer, evidence list), the reviewer's view through
// the private token, one evidence file (moderators only), and the consultant's own disputes. Each
// reader sees only what the procedure gives them (docs/product-rules.md#disputes).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import type { DisputeReason, DisputeStatus, DecisionOutcome } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/evaluations/public-evaluation";
import { tokenMatches } from "@/lib/auth/one-time-tokens";
import { resolveContext, type ServiceContext } from "@/lib/service-context";

const notFound = (what: string) => new AppError("not_found", "problems.detail.notFound", { values: { what } });

export type ModeratorDispute = {
  id: number;
  status: DisputeStatus;
  reason: DisputeReason;
  explanation: string;
  createdAt: Date;
  reviewerAskedAt: Date | null;
  answerDueAt: Date | null;
  reminderSentAt: Date | null;
  consultationDate: Date | null;
  consultationSubject: string | null;
  reviewerAnswer: string | null;
  revisedComment: string | null;
  reviewerAnsweredAt: Date | null;
  summaryForConsultant: string | null;
  decision: { outcome: DecisionOutcome; publicReason: string | null; decidedAt: Date } | null;
  evidence: { id: number; fileName: string; mediaType: string; size: number; deleteAfter: Date | null }[];
  evaluation: {
    id: string;
    overallRating: number;
    comment: string | null;
    dateOfCreation: Date;
    customerName: string;
    customerEmail: string;
    madeWithOwnCode: boolean;
  };
  consultant: { id: number; number: string; name: string };
};

export async function getDisputeForModerator(actor: Actor, id: number, options: ServiceContext = {}): Promise<ModeratorDispute> {
  assertPlatformAdmin(actor);
  const { db } = resolveContext(options);
  const row = await db.evaluationDispute.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      reason: true,
      explanation: true,
      createdAt: true,
      reviewerAskedAt: true,
      answerDueAt: true,
      reminderSentAt: true,
      consultationDate: true,
      consultationSubject: true,
      reviewerAnswer: true,
      revisedComment: true,
      reviewerAnsweredAt: true,
      summaryForConsultant: true,
      decision: { select: { outcome: true, publicReason: true, decidedAt: true } },
      evaluation: {
        select: {
          id: true,
          overallRating: true,
          comment: true,
          dateOfCreation: true,
          customerGivenName: true,
          customerFamilyName: true,
          customerEmail: true,
          mandateConfirmedAt: true,
          consultant: { select: { id: true, number: true, givenName: true, familyName: true } },
        },
      },
    },
  });
  if (!row) throw notFound("dispute");
  // The files' sizes without reading the files themselves.
  const evidence = await db.$queryRaw<{ id: number; fileName: string; mediaType: string; size: number; deleteAfter: Date | null }[]>`
    SELECT "id", "fileName", "mediaType", octet_length("data")::int AS "size", "deleteAfter"
    FROM "DisputeEvidence" WHERE "disputeId" = ${id} ORDER BY "id"`;
  const { evaluation: e, ...dispute } = row;
  return {
    ...dispute,
    evidence,
    evaluation: {
      id: e.id,
      overallRating: Number(e.overallRating),
      comment: e.comment,
      dateOfCreation: e.dateOfCreation,
      customerName: `${e.customerGivenName} ${e.customerFamilyName}`,
      customerEmail: e.customerEmail,
      madeWithOwnCode: e.mandateConfirmedAt !== null,
    },
    consultant: { id: e.consultant.id, number: e.consultant.number, name: `${e.consultant.givenName} ${e.consultant.familyName}` },
  };
}

/** One evidence file: moderators only; for anybody else signed in it does not exist (not even a 403 says it does). */
export async function getDisputeEvidence(actor: Actor, disputeId: number, evidenceId: number, options: ServiceContext = {}) {
  if (actor.kind !== "user") throw new AppError("unauthenticated", "problems.detail.signInRequired");
  if (!actor.isPlatformAdmin) throw notFound("evidence");
  const { db } = resolveContext(options);
  const file = await db.disputeEvidence.findFirst({ where: { id: evidenceId, disputeId }, select: { fileName: true, mediaType: true, data: true } });
  if (!file) throw notFound("evidence");
  return file;
}

export type ReviewerDispute = {
  id: number;
  status: DisputeStatus;
  reason: DisputeReason;
  answerDueAt: Date | null;
  consultantName: string;
  evaluation: { id: string; overallRating: number; comment: string | null; dateOfCreation: Date };
  /** The reviewer may still describe the consultation: the dispute waits for them and the deadline has not passed. */
  canAnswer: boolean;
};

/** The reviewer's page behind the mailed link: the review, who disputes it and why (the reason, not the consultant's text), the deadline. */
export async function getDisputeForReviewer(evaluationId: string, token: string, options: ServiceContext = {}): Promise<ReviewerDispute> {
  const { db, now } = resolveContext(options);
  if (!isUuid(evaluationId)) throw notFound("dispute");
  const row = await db.evaluationDispute.findUnique({
    where: { evaluationId },
    select: {
      id: true,
      status: true,
      reason: true,
      answerDueAt: true,
      reviewerTokenHash: true,
      evaluation: {
        select: { id: true, overallRating: true, comment: true, dateOfCreation: true, consultant: { select: { givenName: true, familyName: true } } },
      },
    },
  });
  if (!row?.reviewerTokenHash || !tokenMatches(token, row.reviewerTokenHash)) throw notFound("dispute");
  const e = row.evaluation;
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    answerDueAt: row.answerDueAt,
    consultantName: `${e.consultant.givenName} ${e.consultant.familyName}`,
    evaluation: { id: e.id, overallRating: Number(e.overallRating), comment: e.comment, dateOfCreation: e.dateOfCreation },
    canAnswer: row.status === "awaitingReviewer" && row.answerDueAt !== null && row.answerDueAt > now,
  };
}

/** What the consultant reads of their disputes: the state, the moderator's summary and the outcome (never the reviewer's answer or files). */
export type ConsultantDispute = {
  id: number;
  evaluationId: string;
  reason: DisputeReason;
  status: DisputeStatus;
  createdAt: Date;
  answerDueAt: Date | null;
  summaryForConsultant: string | null;
  outcome: DecisionOutcome | null;
  publicReason: string | null;
};

const consultantDisputeSelect = {
  id: true,
  evaluationId: true,
  reason: true,
  status: true,
  createdAt: true,
  answerDueAt: true,
  summaryForConsultant: true,
  decision: { select: { outcome: true, publicReason: true } },
} as const;

function toConsultantDispute(row: {
  id: number;
  evaluationId: string;
  reason: DisputeReason;
  status: DisputeStatus;
  createdAt: Date;
  answerDueAt: Date | null;
  summaryForConsultant: string | null;
  decision: { outcome: DecisionOutcome; publicReason: string | null } | null;
}): ConsultantDispute {
  const { decision, ...rest } = row;
  return { ...rest, outcome: decision?.outcome ?? null, publicReason: decision?.publicReason ?? null };
}

/** GET /api/evaluation/{id}/dispute – the rated consultant's view of their dispute of this review. */
export async function getOwnDispute(actor: Actor, evaluationId: string, options: ServiceContext = {}): Promise<ConsultantDispute> {
  if (actor.kind !== "user") throw new AppError("unauthenticated", "problems.detail.signInRequired");
  const { db } = resolveContext(options);
  if (actor.consultantId === null || !isUuid(evaluationId)) throw notFound("dispute");
  const row = await db.evaluationDispute.findFirst({ where: { evaluationId, consultantId: actor.consultantId }, select: consultantDisputeSelect });
  if (!row) throw notFound("dispute");
  return toConsultantDispute(row);
}
