// The public forms' constants without the schema library: the forms render counters and options
// from these on the first load, and fetch the zod schemas (requests-schema.ts) only to validate.
export const FEEDBACK_TOPICS = ["usability", "content", "designAndLayout", "loadTime", "errorsAndProblems", "additionalFunctions", "otherFeedback"] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

/** Limits shared by the forms' counters and the server. */
export const EMAIL_LIMITS = { comment: 500, contactText: 2000, name: 200, phone: 40 } as const;
