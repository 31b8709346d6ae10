// The evaluation payload of POST /api/evaluation (docs/product-rules.md#validation-limits), shared by the questionnaire
// form (zodResolver) and the route handler, so both enforce the same rules. Browser-safe.
// Messages are keys of messages/*.json; the form translates them.
import { z } from "zod";
import { recordId, recordIdParam } from "@/lib/http/record-id";
import { TEXT_ANSWER_MAX_LENGTH } from "./scoring";
import { HONORIFICS } from "@/lib/honorifics";
import { COMMENT_MAX_LENGTH, EVALUATION_LANGUAGES, NAME_DISPLAY_STYLES, NAME_MAX_LENGTH, PAGE_SIZES } from "./form-options";
import { tooLong } from "@/lib/validation-messages";
import { reviewFilterFields } from "./review-filter";

export { COMMENT_MAX_LENGTH, EVALUATION_LANGUAGES, NAME_DISPLAY_STYLES, NAME_MAX_LENGTH, PAGE_SIZES, type NameDisplayStyle } from "./form-options";

const requiredText = (max: number) => z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(max, tooLong);

/** A database id (PostgreSQL integer): larger numbers name no record, and must not reach a query. */

export const answerSchema = z.object({
  questionDefinitionId: recordId,
  value: z.union([z.number(), z.boolean()]).nullable().optional(),
  textValue: z.string().max(TEXT_ANSWER_MAX_LENGTH, tooLong).nullable().optional(),
  selectedOptionId: recordId.nullable().optional(),
});

export type AnswerInput = z.infer<typeof answerSchema>;

export const customerSchema = z.object({
  honorific: z.enum(HONORIFICS, { error: "validation.required" }),
  givenName: requiredText(NAME_MAX_LENGTH),
  familyName: requiredText(NAME_MAX_LENGTH),
  email: z.string({ error: "validation.required" }).trim().min(1, "validation.required").pipe(z.email("validation.email").max(254, tooLong)),
});

export const evaluationSchema = z.object({
  consultantId: recordId,
  /** With editToken: edit this evaluation instead of creating one. */
  id: z.uuid().optional(),
  editToken: z.string().min(1).max(100).optional(),
  /** The 10-digit code of a verified rating link. */
  code: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
  language: z.enum(EVALUATION_LANGUAGES),
  questionResults: z.array(answerSchema).max(200),
  customer: customerSchema,
  consultingTopicIds: z.array(recordId).min(1, "validation.topicRequired").max(50),
  comment: z.string().trim().max(COMMENT_MAX_LENGTH, tooLong).nullable().optional(),
  privacyPolicyAndTermsAndConditions: z.literal(true, { error: "validation.required" }),
  nameDisplayStyle: z.enum(NAME_DISPLAY_STYLES, { error: "validation.required" }),
});

export type EvaluationInput = z.input<typeof evaluationSchema>;
export type EvaluationData = z.output<typeof evaluationSchema>;

export const consultantCommentSchema = z.object({
  comment: z.string().trim().min(1, "validation.required").max(COMMENT_MAX_LENGTH, tooLong),
});

export const REPORT_REASONS = ["inappropriateContent", "falsePresentationOfFacts", "guidelineViolation", "suspectedManipulation", "otherReasons"] as const;

export const reportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: "validation.required" }),
    comment: z.string().trim().max(COMMENT_MAX_LENGTH, tooLong).nullable().optional(),
  })
  .refine((r) => r.reason !== "otherReasons" || (r.comment ?? "").length > 0, {
    path: ["comment"],
    message: "validation.required",
  });

export type ReportInput = z.input<typeof reportSchema>;

export const listQuerySchema = z.object({
  consultantId: recordIdParam,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), "pageSize must be 4, 8, 16 or 32")
    .default(4),
  /** newest, highest, lowest; date and rating are the older names of newest and highest. */
  sort: z.enum(["newest", "highest", "lowest", "date", "rating"]).default("newest"),
  ...reviewFilterFields,
  /** owner: the consultant's dashboard (every state, hidden ones marked); public: published only. */
  scope: z.enum(["public", "owner"]).default("public"),
  /** Language of the rating category names. */
  locale: z.enum(EVALUATION_LANGUAGES).default("de"),
});

export type ListQuery = z.output<typeof listQuerySchema>;

export const localeQuerySchema = z.object({ locale: z.enum(EVALUATION_LANGUAGES).default("de") });

/** PUT /api/evaluation/{id}: the same payload, the id from the path and the edit token required. */
export const evaluationEditSchema = evaluationSchema.omit({ id: true }).extend({ editToken: z.string().min(1).max(100) });
