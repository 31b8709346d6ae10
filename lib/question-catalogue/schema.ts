// Question definitions of the questionnaire (docs/product-rules.md#the-questionnaire-and-scoring). Browser-safe.
import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { localizedText } from "@/lib/topics/schema";

/** The kinds of question the catalogue holds; how each is scored is lib/evaluations/scoring.ts. */
export type QuestionType = "rating" | "scaleRating" | "select" | "text" | "yesNo";

const QUESTION_TYPES: readonly QuestionType[] = ["rating", "scaleRating", "select", "text", "yesNo"];

const questionOptionSchema = z
  .object({
    id: recordId.optional(),
    text: localizedText(500),
    points: z.number().int().min(0).max(100),
  })
  .strict();

/** A unit in the four languages; empty in all of them is no unit (null). German is the fallback, so it is needed first. */
const unitTexts = localizedText(50, false)
  .nullish()
  .transform((v) => (v && Object.values(v).some(Boolean) ? v : null))
  .refine((v) => v === null || v.de !== "", { message: "validation.required", path: ["de"] });

export const questionDefinitionSchema = z
  .object({
    type: z.enum(QUESTION_TYPES as unknown as ["rating", "scaleRating", "select", "text", "yesNo"]),
    text: localizedText(500),
    description: localizedText(1000, false)
      .nullish()
      .transform((v) => v ?? null),
    customerHint: localizedText(1000, false)
      .nullish()
      .transform((v) => v ?? null),
    required: z.boolean().default(true),
    prefix: unitTexts,
    suffix: unitTexts,
    ratingCategoryId: recordId.nullish().transform((v) => v ?? null),
    // Only when creating (default: after the last); the order changes through PUT …/order alone.
    sortOrder: z.number().int().min(0).max(10_000).optional(),
    active: z.boolean().default(true),
    options: z.array(questionOptionSchema).max(20).default([]),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.type === "select" && q.options.length < 2) ctx.addIssue({ code: "custom", path: ["options"], message: "validation.selectNeedsOptions" });
    if (q.type !== "select" && q.options.length > 0) ctx.addIssue({ code: "custom", path: ["options"], message: "validation.optionsOnlyForSelect" });
  });

export type QuestionDefinitionInput = z.input<typeof questionDefinitionSchema>;
export type QuestionDefinitionData = z.output<typeof questionDefinitionSchema>;
