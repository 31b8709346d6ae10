// The topics of the feedback form, apart from the forms' limits (limits.ts): the contact form on five
// public pages loads those with the page, the feedback form only when the visitor opens it.
export const FEEDBACK_TOPICS = ["usability", "content", "designAndLayout", "loadTime", "errorsAndProblems", "additionalFunctions", "otherFeedback"] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];
