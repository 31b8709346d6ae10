// Inputs of the due-process endpoints (docs/product-rules.md#due-process). Browser-safe: the report
// dialog and the appeal form validate with the same schemas as the server.
import { z } from "zod";
import { requiredText } from "@/lib/text-fields";
import { tooLong } from "@/lib/validation-messages";
import { recordIdParam } from "@/lib/http/record-id";

/** A notice's reasons: the five report reasons plus what the law names (DSA Art. 16). */
export const NOTICE_REASONS = [
  "inappropriateContent",
  "falsePresentationOfFacts",
  "guidelineViolation",
  "suspectedManipulation",
  "otherReasons",
  "personalDataOfOthers",
  "insultOrThreat",
  "illegalContent",
] as const;

const email = z.string({ error: "validation.required" }).trim().min(1, "validation.required").pipe(z.email("validation.email").max(254, tooLong));

const noticeFields = {
  reason: z.enum(NOTICE_REASONS, { error: "validation.required" }),
  explanation: requiredText(2000),
  name: requiredText(200),
  email,
  // The good-faith statement must be made; false is refused, not stored.
  goodFaith: z.literal(true, { error: "validation.required" }),
  locale: z.enum(["de", "en", "fr", "it"]).default("de"),
};

/** POST /api/evaluation/{id}/notice: the review itself or the consultant's comment on it. */
export const evaluationNoticeSchema = z.object({ ...noticeFields, subject: z.enum(["review", "comment"]).default("review") });

/** POST /api/consultant/{id}/notice: the profile. */
export const profileNoticeSchema = z.object(noticeFields);

/** The private token of a mailed link: 32 random bytes in base64url (43 characters). */
const linkToken = z.string().trim().min(20).max(100);

export const noticeConfirmationSchema = z.object({ token: linkToken });

/** A moderator's decision on a notice; hiding and removing need the reason the public and the author read. */
export const noticeDecisionSchema = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("kept"), publicReason: z.string().trim().max(500, tooLong).optional(), note: z.string().trim().max(2000, tooLong).optional() }),
  z.object({ outcome: z.enum(["hidden", "removed"]), publicReason: requiredText(500), note: z.string().trim().max(2000, tooLong).optional() }),
]);
export type NoticeDecisionInput = z.output<typeof noticeDecisionSchema>;

export const reportDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ reportId: recordIdParam, decision: z.literal("keep"), reason: z.string().trim().max(500, tooLong).optional() }),
  // The reason is disclosed on the consultant's page, so hiding needs one.
  z.object({ reportId: recordIdParam, decision: z.literal("hide"), reason: requiredText(500) }),
]);
export type ReportDecision = z.output<typeof reportDecisionSchema>;

/** POST /api/moderation/appeal: the statement's token and the appellant's text. */
export const appealSchema = z.object({ token: linkToken, text: requiredText(2000) });

/** An administrator's decision on an appeal: the decision stands (upheld) or is reversed. */
export const appealDecisionSchema = z.object({
  outcome: z.enum(["upheld", "reversed"]),
  publicReason: requiredText(500),
  note: z.string().trim().max(2000, tooLong).optional(),
});
export type AppealDecisionInput = z.output<typeof appealDecisionSchema>;
