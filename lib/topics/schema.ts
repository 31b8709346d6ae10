// Consulting topics (docs/product-rules.md#validation-limits): localized name and description. Browser-safe.
import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { tooLong } from "@/lib/validation-messages";

export const localizedText = (max: number, required = true) => {
  const text = required ? z.string().trim().min(1, "validation.required").max(max, tooLong) : z.string().trim().max(max, tooLong);
  return z.object({ de: text, en: text, fr: text, it: text }).strict();
};

export const consultingTopicSchema = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[a-z][a-zA-Z0-9]{0,49}$/, "validation.key"),
    name: localizedText(100),
    description: localizedText(2000, false),
    icon: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,100}$/, "validation.icon"),
    // Only when creating (default: after the last); the order changes through PUT …/order alone.
    sortOrder: z.number().int().min(0).max(10_000).optional(),
    active: z.boolean().default(true),
  })
  .strict();

export type ConsultingTopicInput = z.input<typeof consultingTopicSchema>;
export type ConsultingTopicData = z.output<typeof consultingTopicSchema>;

/**
 * The complete new order of a list (consulting topics, question definitions): every id exactly
 * once, first shown first. The whole list rather than a single move, so that one request is the
 * whole change and a stale view (a row added or deleted meanwhile) is refused instead of guessed.
 */
export const listOrderSchema = z
  .object({
    ids: z.array(recordId).min(1).max(1000),
  })
  .strict()
  .superRefine(({ ids }, ctx) => {
    const seen = new Set<number>();
    ids.forEach((id, i) => {
      if (seen.has(id)) ctx.addIssue({ code: "custom", path: ["ids", i], message: "validation.duplicate" });
      seen.add(id);
    });
  });

export type ListOrder = z.output<typeof listOrderSchema>;
