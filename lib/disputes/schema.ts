// The inputs of the dispute procedure (docs/product-rules.md#disputes), shared by the routes, the
// services and the OpenAPI document.
import { z } from "zod";
import { base64Payload } from "@/lib/attachments/schema";
import { tooLong } from "@/lib/validation-messages";

export const DISPUTE_REASONS = ["notMyClient", "falseFacts", "other"] as const;

/** A dispute without a few words of reason is screened out anyway; the form says so first. */
export const EXPLANATION_MIN_LENGTH = 20;
export const EXPLANATION_MAX_LENGTH = 2000;
/** Evidence files: at most this many, each at most EVIDENCE_MAX_BYTES (checked after decoding). */
export const EVIDENCE_MAX_FILES = 3;
export const EVIDENCE_MAX_BYTES = 2 * 1024 * 1024;
/** The answer body: the files travel base64-encoded (4/3 of their size) beside a few texts. */
export const ANSWER_MAX_BODY_BYTES = Math.ceil((EVIDENCE_MAX_FILES * EVIDENCE_MAX_BYTES * 4) / 3) + 64 * 1024;

const text = (min: number, max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(min, min > 1 ? "validation.disputeTooShort" : "validation.required")
    .max(max, tooLong);

/** POST /api/evaluation/{id}/dispute: the rated consultant's dispute. */
export const disputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: "validation.required" }),
  explanation: text(EXPLANATION_MIN_LENGTH, EXPLANATION_MAX_LENGTH),
});

/** POST /api/dispute/{id}/screening: a moderator asks the reviewer, or screens the dispute out with a reason the consultant reads. */
export const screeningSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("ask") }),
  z.object({ action: z.literal("reject"), reason: text(1, 500) }),
]);

// Base64 read as an upload's is (lib/attachments/schema.ts): one linear check for both.
const base64 = z
  .string()
  .min(1, "validation.required")
  .max(Math.ceil((EVIDENCE_MAX_BYTES * 4) / 3) + 4, "validation.evidenceTooLarge")
  .refine((value) => base64Payload(value) !== null, "validation.evidenceType");

/** POST /api/dispute/{id}/answer: the reviewer's answer, with the private token of the mailed link. */
export const answerSchema = z.object({
  token: z.string().min(20).max(100),
  consultationDate: z.iso.date("validation.date"),
  consultationSubject: text(1, 500),
  answer: text(1, 4000),
  revisedComment: z.string().trim().max(500, tooLong).nullable().optional(),
  evidence: z
    .array(z.object({ fileName: z.string().trim().min(1).max(255, tooLong), content: base64 }))
    .max(EVIDENCE_MAX_FILES, "validation.evidenceCount")
    .default([]),
});

export const DISPUTE_OUTCOMES = ["kept", "edited", "hidden"] as const;
export type DisputeOutcomeName = (typeof DISPUTE_OUTCOMES)[number];

/** POST /api/dispute/{id}/decision: the moderator's decision and what the consultant may read of the answer. */
export const decisionSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: "validation.required" }),
    summaryForConsultant: text(1, 2000),
    publicReason: z.string().trim().max(500, tooLong).nullable().optional(),
    note: z.string().trim().max(2000, tooLong).nullable().optional(),
    /** Kept: the reviewer showed the consultation (the review earns the ✓ "checked: consultation shown"). */
    consultationShown: z.boolean().default(false),
  })
  .refine((d) => d.outcome !== "hidden" || (d.publicReason ?? "").length > 0, { path: ["publicReason"], message: "validation.required" });
