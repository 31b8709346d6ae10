// Every rate limit and cap of the application, in one table: what each budget counts, per what, and how
// much. A route names its row in createRouteHandler's `rateLimit` (counted per signed-in user, else per
// client address, an IPv6 client by its /64: lib/http/route.ts); a service counts a row per subject of its
// own (a reporter's address, an evaluation, a profile). The counters live in PostgreSQL
// (consume-rate-limit.ts), so every budget holds across all app servers. `purpose` is the counters' key
// prefix: renaming one starts its budgets afresh. docs/product-rules.md#rate-limits explains the choices.

export type RateLimit = { readonly purpose: string; readonly limit: number; readonly windowSeconds: number };

const MINUTE = 60;
const TEN_MINUTES = 600;
const HOUR = 3600;
const DAY = 86_400;

export const RATE_LIMITS = {
  // Reading: generous for a person, small for a scraper.
  search: { purpose: "search", limit: 300, windowSeconds: MINUTE },
  /** The insights beacon: a person reading profiles and clicking their links, not one machine inflating a profile's figures. */
  insightBeacon: { purpose: "insight-beacon", limit: 120, windowSeconds: TEN_MINUTES },
  /** The lead inbox's reading and marking, per signed-in user. */
  inboxRead: { purpose: "inbox-read", limit: 300, windowSeconds: TEN_MINUTES },
  qrCard: { purpose: "qr-card", limit: 30, windowSeconds: TEN_MINUTES },
  accountExport: { purpose: "account-export", limit: 30, windowSeconds: HOUR },

  // Ratings: a customer rates a handful; guessing a code or a token needs millions of tries.
  evaluationSubmit: { purpose: "evaluation-submit", limit: 10, windowSeconds: HOUR },
  evaluationCode: { purpose: "evaluation-code", limit: 60, windowSeconds: HOUR },
  /** Confirming a rating and asking for its confirmation mail again. */
  evaluationConfirmation: { purpose: "evaluation-confirmation", limit: 30, windowSeconds: HOUR },
  /** Confirmation mails of one rating (per evaluation, on top of the client's budget above). */
  evaluationConfirmationResend: { purpose: "evaluation-confirmation", limit: 3, windowSeconds: DAY },

  // Due process: a consultant disputes a handful of reviews, a reviewer answers once.
  evaluationDispute: { purpose: "evaluation-dispute", limit: 10, windowSeconds: HOUR },
  disputeAnswer: { purpose: "dispute-answer", limit: 10, windowSeconds: HOUR },
  /** Notices per client address (the route)… */
  moderationNotice: { purpose: "moderation-notice", limit: 10, windowSeconds: HOUR },
  /** …and per reporter's e-mail address (the service). */
  moderationNoticePerReporter: { purpose: "moderation-notice-reporter", limit: 10, windowSeconds: DAY },
  moderationNoticeConfirmation: { purpose: "moderation-notice-confirmation", limit: 30, windowSeconds: HOUR },
  moderationAppeal: { purpose: "moderation-appeal", limit: 30, windowSeconds: HOUR },

  // Mail the public may cause: enough for a person, too little for a spammer, whatever a script rotates
  // (its sender address, its network address, or the profile it writes to).
  /** POST /api/email per client address or signed-in user. */
  publicEmail: { purpose: "email", limit: 5, windowSeconds: TEN_MINUTES },
  contactPerRecipient: { purpose: "contact-recipient", limit: 20, windowSeconds: DAY },
  contactPerSender: { purpose: "contact-sender", limit: 10, windowSeconds: DAY },
  contactPerClient: { purpose: "contact-client", limit: 20, windowSeconds: DAY },
  /** Confirmation links go to an address nobody has confirmed yet: per profile (changing it back and forth)… */
  contactConfirmationPerOwner: { purpose: "contact-confirmation-owner", limit: 5, windowSeconds: DAY },
  /** …and per address (many profiles naming one victim). "Send again" draws on the same budgets. */
  contactConfirmationPerAddress: { purpose: "contact-confirmation-address", limit: 3, windowSeconds: DAY },
  /** Answers from the lead inbox, which send mail, per signed-in user. */
  inboxAnswer: { purpose: "inbox-answer", limit: 30, windowSeconds: TEN_MINUTES },
  /** Review invitations' preview and send per consultant, so that the preview cannot probe addresses in bulk. */
  invitations: { purpose: "invitations", limit: 30, windowSeconds: TEN_MINUTES },
  /** One-click and page unsubscribes per client address. */
  unsubscribe: { purpose: "unsubscribe", limit: 30, windowSeconds: TEN_MINUTES },
  emailConfirm: { purpose: "email-confirm", limit: 30, windowSeconds: TEN_MINUTES },

  // Accounts and files.
  accountRegister: { purpose: "account-register", limit: 20, windowSeconds: HOUR },
  /** Uploads and replacements share one budget per user (POST and PUT /api/attachment). */
  attachmentUpload: { purpose: "attachment-upload", limit: 60, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimit>;

/** One of the table's rows, exactly: what a route may name as its `rateLimit`. */
export type RateLimitRow = (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS];
