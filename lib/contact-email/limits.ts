// How long contact messages and their confirmation links live. How much mail one sender, one client or
// one recipient may cause: RATE_LIMITS.contact* in lib/rate-limit/limits.ts.

/** A contact message to an address that is not confirmed waits this long, then it is dropped. */
export const HOLD_DAYS = 14;

/** A confirmation link works this long (a new one can be sent from the account page). */
export const CONFIRMATION_TOKEN_DAYS = 7;
