// How long things live and how much mail one sender, one client, one recipient may cause. Counters
// live in PostgreSQL (lib/rate-limit), so the caps hold across every app server.

const DAY = 86_400;

/** A contact message to an address that is not confirmed waits this long, then it is dropped. */
export const HOLD_DAYS = 14;

/** A confirmation link works this long (a new one can be sent from the account page). */
export const CONFIRMATION_TOKEN_DAYS = 7;

/**
 * Contact messages to consultants and companies. A person comparing advisers writes a handful a
 * day; a script that wants to flood somebody hits one of these whatever it rotates: its sender
 * address, its network address, or the profile it writes to.
 */
export const CONTACT_CAPS = {
  perRecipient: { purpose: "contact-recipient", limit: 20, windowSeconds: DAY },
  perSender: { purpose: "contact-sender", limit: 10, windowSeconds: DAY },
  perClient: { purpose: "contact-client", limit: 20, windowSeconds: DAY },
} as const;

/**
 * Confirmation links: they necessarily go to an address nobody has confirmed yet, so they are
 * capped per profile (changing the address back and forth) and per address (many profiles naming
 * one victim). "Send again" draws on the same budget as the automatic mail after a change.
 */
export const CONFIRMATION_CAPS = {
  perOwner: { purpose: "contact-confirmation-owner", limit: 5, windowSeconds: DAY },
  perAddress: { purpose: "contact-confirmation-address", limit: 3, windowSeconds: DAY },
} as const;
