// The public forms' limits without the schema library: the forms render their counters from these on
// the first load, and fetch the zod schemas (requests-schema.ts) only to validate.
/** Limits shared by the forms' counters and the server. */
export const EMAIL_LIMITS = { comment: 500, contactText: 2000, name: 200, phone: 40 } as const;
