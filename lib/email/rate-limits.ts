// How much mail the public and the consultants may cause. Counters live in PostgreSQL
// (lib/rate-limit), so the limits hold across every app server.

/** POST /api/email per client address (or signed-in user): enough for a person, too little for a spammer. */
export const PUBLIC_EMAIL_LIMIT = { purpose: "email", limit: 5, windowSeconds: 600 } as const;

/** Review requests a consultant may send per day, and per recipient address per week. */
export const REVIEW_REQUEST_LIMITS = {
  perConsultant: { limit: 30, windowSeconds: 86_400 },
  perRecipient: { limit: 1, windowSeconds: 7 * 86_400 },
} as const;
