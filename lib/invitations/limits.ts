// How many review invitations a consultant may cause (docs/product-rules.md#review-invitations).
// Safe for the browser: the form shows the caps.
export const INVITATION_LIMITS = {
  /** Addresses per send (one address, a pasted list or a CSV file). */
  perSend: 500,
  /** Invitations per consultant in any 24 hours, counted in PostgreSQL so it holds across servers. */
  perDay: 500,
  /** The same consultant may invite the same address again only after this many days. */
  reinviteAfterDays: 180,
  /** The one reminder goes out this many days after the invitation… */
  reminderAfterDays: 7,
  /** …and never for invitations older than this (a job that was down for weeks does not mail stale requests). */
  reminderUntilDays: 21,
  /** Characters of pasted text or CSV per send (500 lines of address, name and language fit easily). */
  maxTextLength: 100_000,
} as const;
