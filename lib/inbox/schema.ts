// The lead inbox's inputs: the answer form validates with these (zodResolver) and the routes parse with the
// same objects. Safe for the browser.
import { z } from "zod";
import { tooLong } from "@/lib/validation-messages";
import { ANSWER_MAX_LENGTH } from "./limits";

const REQUIRED = "validation.required";

export const answerSchema = z.strictObject({
  text: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(ANSWER_MAX_LENGTH, tooLong),
});
export type AnswerInput = z.infer<typeof answerSchema>;

export const markAnsweredSchema = z.strictObject({
  answered: z.boolean({ error: REQUIRED }),
});

export const INBOX_FILTERS = ["all", "unread", "open"] as const;

export const inboxQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  filter: z.enum(INBOX_FILTERS).default("all"),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;
