// The questions of the two FAQ sections (texts in messages, namespace "faq").
export const CUSTOMER_FAQ = ["free", "howToFind", "whoCanRate", "honest", "verified", "publishDelay", "contact", "privacy"] as const;
export const CONSULTANT_FAQ = ["trial", "claim", "ratingLinks", "answer", "criticalDelay", "ranking", "company", "cancel"] as const;
export type FaqKey = (typeof CUSTOMER_FAQ)[number] | (typeof CONSULTANT_FAQ)[number];
