// Rate limits of the dispute routes: a consultant disputes a handful of reviews, a reviewer answers
// once; guessing a token needs millions of tries.
export const DISPUTE_LIMIT = { purpose: "evaluation-dispute", limit: 10, windowSeconds: 3600 } as const;
export const ANSWER_LIMIT = { purpose: "dispute-answer", limit: 10, windowSeconds: 3600 } as const;
