// How much mail the public may cause (review invitations: lib/invitations/limits.ts). Counters live in PostgreSQL
// (lib/rate-limit), so the limits hold across every app server.

/** POST /api/email per client address (or signed-in user): enough for a person, too little for a spammer. */
export const PUBLIC_EMAIL_LIMIT = { purpose: "email", limit: 5, windowSeconds: 600 } as const;
