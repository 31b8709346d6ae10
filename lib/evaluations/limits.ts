// Rate limits of the public evaluation endpoints (per client address, shared by every server).
export const SUBMISSION_LIMIT = { purpose: "evaluation-submit", limit: 10, windowSeconds: 3600 } as const;
export const VERIFICATION_CODE_LIMIT = { purpose: "evaluation-code", limit: 60, windowSeconds: 3600 } as const;
/** Confirming and asking for the confirmation mail again: a customer needs a handful, guessing needs millions. */
export const CONFIRMATION_LIMIT = { purpose: "evaluation-confirmation", limit: 30, windowSeconds: 3600 } as const;
