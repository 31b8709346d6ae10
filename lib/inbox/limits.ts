// The lead inbox's numbers (docs/product-rules.md#lead-inbox), without the schema library: the answer
// form renders its counter from these on the first load.

/** An answer's text; the visitor's message is limited by the contact form (EMAIL_LIMITS.contactText). */
export const ANSWER_MAX_LENGTH = 4000;

/** Answers per conversation: a conversation is not a mailing list to the visitor's address. */
export const MAX_ANSWERS_PER_CONVERSATION = 10;

/** Conversations are deleted this many months after their last message (revFADP: no longer than needed). */
export const RETENTION_MONTHS = 12;

/** The response-time badge: the window it looks back on and the fewest messages it speaks for. */
export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_MIN_MESSAGES = 5;

/** Conversations per page of the inbox. */
export const INBOX_PAGE_SIZE = 20;
