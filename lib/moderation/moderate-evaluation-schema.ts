// The moderation queue's query string and decisions (/administration/evaluations). Browser-safe.
import { z } from "zod";
import { requiredText } from "@/lib/text-fields";
import { parseSwissDate } from "@/lib/format";

export const MODERATION_STATES = ["held", "unconfirmed", "inReview", "published", "hidden"] as const;
export const HOLD_REASONS = ["burst", "sharedNetwork", "consultantDomain", "consultantNetwork", "repeatedText", "repeatedName", "negativeWave"] as const;
export const EVIDENCE_METHODS = ["mandate", "relationship", "administrator", "addressOnly"] as const;
export const MODERATION_PAGE_SIZE = 25;

const one = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), schema);

/** Every field falls back to "no filter" when it does not parse: a hand-edited URL shows the list, not an error. */
export const moderationQuerySchema = z.object({
  q: one(z.string().trim().max(100)).optional().catch(undefined),
  state: one(z.enum(MODERATION_STATES)).optional().catch(undefined),
  reason: one(z.enum(HOLD_REASONS)).optional().catch(undefined),
  // Held for longer than OVERDUE_HOLD_DAYS (the dashboard's flag links here).
  overdue: one(z.enum(["1"]))
    .optional()
    .catch(undefined),
  method: one(z.enum(EVIDENCE_METHODS)).optional().catch(undefined),
  rating: one(z.coerce.number().int().min(1).max(5)).optional().catch(undefined),
  // Typed as dd.mm.yyyy (the Swiss form, as everywhere), stored in the query as given.
  from: one(z.string().transform((v, ctx) => parseSwissDate(v) ?? (ctx.addIssue({ code: "custom", message: "validation.date" }), z.NEVER)))
    .optional()
    .catch(undefined),
  to: one(z.string().transform((v, ctx) => parseSwissDate(v) ?? (ctx.addIssue({ code: "custom", message: "validation.date" }), z.NEVER)))
    .optional()
    .catch(undefined),
  page: one(z.coerce.number().int().min(1).max(100_000)).catch(1).default(1),
});
export type ModerationQuery = z.output<typeof moderationQuerySchema>;

export const moderationDecisionSchema = z.discriminatedUnion("action", [
  z.object({ evaluationId: z.uuid(), action: z.enum(["release", "publishNow", "verify"]) }),
  // The reason is disclosed on the consultant's page, as for reports.
  z.object({ evaluationId: z.uuid(), action: z.literal("hide"), reason: requiredText(500) }),
]);
