// What the dispute procedure's routes answer (docs/product-rules.md#disputes), for the OpenAPI document.
// Its dates are plain strings here, as they were documented from the start.
import { z } from "zod";
import { DISPUTE_REASONS } from "@/lib/disputes/schema";

const dateTime = z.string();
const STATUSES = ["screening", "awaitingReviewer", "answered", "decided", "rejected"] as const;

/** lib/disputes: the consultant's view of their dispute. */
export const consultantDisputeResponse = z.object({
  id: z.number().int(),
  evaluationId: z.uuid(),
  reason: z.enum(DISPUTE_REASONS),
  status: z.enum(STATUSES),
  createdAt: dateTime,
  answerDueAt: dateTime.nullable(),
  summaryForConsultant: z.string().nullable(),
  outcome: z.string().nullable(),
  publicReason: z.string().nullable(),
});

/** lib/disputes: a dispute's file for the moderators. */
export const moderatorDisputeResponse = z.object({
  id: z.number().int(),
  status: z.enum(STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  explanation: z.string(),
  createdAt: dateTime,
  reviewerAskedAt: dateTime.nullable(),
  answerDueAt: dateTime.nullable(),
  reminderSentAt: dateTime.nullable(),
  consultationDate: dateTime.nullable(),
  consultationSubject: z.string().nullable(),
  reviewerAnswer: z.string().nullable(),
  revisedComment: z.string().nullable(),
  reviewerAnsweredAt: dateTime.nullable(),
  summaryForConsultant: z.string().nullable(),
  decision: z.object({ outcome: z.string(), publicReason: z.string().nullable(), decidedAt: dateTime }).nullable(),
  evidence: z.array(z.object({ id: z.number().int(), fileName: z.string(), mediaType: z.string(), size: z.number().int(), deleteAfter: dateTime.nullable() })),
  evaluation: z.object({
    id: z.uuid(),
    overallRating: z.number(),
    comment: z.string().nullable(),
    dateOfCreation: dateTime,
    customerName: z.string(),
    customerEmail: z.string(),
    madeWithOwnCode: z.boolean(),
  }),
  consultant: z.object({ id: z.number().int(), number: z.string(), name: z.string() }),
});

export const disputeCreatedResponse = z.object({
  id: z.number().int(),
  evaluationId: z.uuid(),
  reason: z.enum(DISPUTE_REASONS),
  status: z.enum(STATUSES),
  createdAt: dateTime,
});
export const disputeScreeningResponse = z.object({ id: z.number().int(), status: z.enum(["awaitingReviewer", "rejected"]) });
export const disputeAnswerResponse = z.object({ id: z.number().int(), status: z.literal("answered"), evidence: z.number().int() });
export const disputeDecisionResponse = z.object({ id: z.number().int(), outcome: z.enum(["kept", "edited", "hidden"]), decisionId: z.number().int() });
