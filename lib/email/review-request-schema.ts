// A consultant asks a customer for a rating. Safe for the browser (shared with the form).
import { z } from "zod";
import { locales } from "@/lib/i18n/routing";
import { tooLong } from "@/lib/validation-messages";

const REQUIRED = "validation.required";

export const reviewRequestSchema = z.strictObject({
  recipientEmail: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(254, tooLong)
    .pipe(z.email({ error: "validation.email" })),
  recipientName: z
    .string()
    .trim()
    .max(200, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The customer's language, chosen by the consultant. */
  locale: z.enum(locales, { error: REQUIRED }),
});

export type ReviewRequestInput = z.input<typeof reviewRequestSchema>;
