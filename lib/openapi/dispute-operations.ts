// The dispute procedure's operations (docs/product-rules.md#disputes), registered by lib/openapi/operations.ts.
import { z } from "zod";
import { answerSchema, decisionSchema, disputeSchema, DISPUTE_REASONS, screeningSchema } from "@/lib/disputes/schema";
import type { Operation } from "./registry";

const dateTime = z.string();
const uuid = z.object({ id: z.uuid() });
const id = z.object({ id: z.number().int().positive() });
const ADMIN = "platform administrators";
const STATUSES = ["screening", "awaitingReviewer", "answered", "decided", "rejected"] as const;

const consultantDispute = z.object({
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

const moderatorDispute = z.object({
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

export const disputeOperations: Operation[] = [
  {
    method: "post",
    path: "/api/evaluation/{id}/dispute",
    tag: "evaluations",
    summary:
      "Dispute a published review once (reason notMyClient, falseFacts or other, and an explanation of at least 20 characters): a moderator screens it, then the reviewer is asked to describe the consultation within 14 days; 409 when the review is already disputed",
    access: "the rated consultant",
    params: uuid,
    body: disputeSchema,
    success: { status: 201, description: "Created: the dispute, waiting for screening" },
    response: z.object({ id: z.number().int(), evaluationId: z.uuid(), reason: z.enum(DISPUTE_REASONS), status: z.enum(STATUSES), createdAt: dateTime }),
  },
  {
    method: "get",
    path: "/api/evaluation/{id}/dispute",
    tag: "evaluations",
    summary: "The consultant's dispute of the review: its state, the moderator's summary (no name, no address, no file) and the outcome",
    access: "the rated consultant",
    params: uuid,
    response: consultantDispute,
  },
  {
    method: "get",
    path: "/api/dispute/{id}",
    tag: "moderation",
    summary: "A dispute's file: the consultant's reason, the review, the reviewer's answer and the list of evidence files",
    access: ADMIN,
    params: id,
    response: moderatorDispute,
  },
  {
    method: "post",
    path: "/api/dispute/{id}/screening",
    tag: "moderation",
    summary:
      'Screen a dispute: ask the reviewer (mailed a private link, 14 days to answer; 409 for "not my client" against the consultant\'s own one-time code) or reject it with the reason the consultant is told',
    access: ADMIN,
    params: id,
    body: screeningSchema,
    response: z.object({ id: z.number().int(), status: z.enum(["awaitingReviewer", "rejected"]) }),
  },
  {
    method: "post",
    path: "/api/dispute/{id}/answer",
    tag: "moderation",
    summary:
      "The reviewer's answer with the token of the mailed link: when and what about, optionally a revised text and up to 3 evidence files (base64; PDF, JPEG or PNG by their bytes, 2 MB each; seen by moderators only); 404 wrong token, 409 answered or too late",
    access: "whoever holds the link",
    params: id,
    body: answerSchema,
    response: z.object({ id: z.number().int(), status: z.literal("answered"), evidence: z.number().int() }),
  },
  {
    method: "post",
    path: "/api/dispute/{id}/decision",
    tag: "moderation",
    summary:
      "Decide an answered dispute: kept (labelled checked after a dispute; consultationShown earns the ✓), edited (the reviewer's revised text replaces the comment) or hidden with a public reason; summaryForConsultant is what the consultant reads; evidence files are deleted 30 days later",
    access: ADMIN,
    params: id,
    body: decisionSchema,
    response: z.object({ id: z.number().int(), outcome: z.enum(["kept", "edited", "hidden"]), decisionId: z.number().int() }),
  },
  {
    method: "get",
    path: "/api/dispute/{id}/evidence/{evidenceId}",
    tag: "moderation",
    summary: "One of the reviewer's evidence files, as a download; 404 for anybody but platform administrators",
    access: ADMIN,
    params: z.object({ id: z.number().int().positive(), evidenceId: z.number().int().positive() }),
    success: { status: 200, description: "The file (attachment)", contentType: "application/octet-stream" },
  },
];
