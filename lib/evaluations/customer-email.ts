// The customer's e-mail address as the trust rules see it: one evaluation per customer and consultant
// compares a normalised address, and addresses of disposable-mail providers are refused.
import disposableDomains from "disposable-email-domains/index.json";
import disposableWildcards from "disposable-email-domains/wildcard.json";

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The key that identifies one mailbox: lower case, without a "+tag", and for Gmail without the dots
 * that Gmail ignores. Keep in step with the SQL backfill in migration 20261201000000_trusted_ratings.
 */
export function emailKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  const domain = lower.slice(at + 1);
  const local = lower.slice(0, at).split("+")[0]!;
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll(".", "")}@gmail.com` : `${local}@${domain}`;
}

export function emailDomain(email: string): string {
  const lower = email.trim().toLowerCase();
  return lower.slice(lower.lastIndexOf("@") + 1);
}

const DISPOSABLE = new Set<string>(disposableDomains);
const DISPOSABLE_PARENTS: readonly string[] = disposableWildcards;

/** Whether the address belongs to a throwaway-mail provider (the maintained list of disposable-email-domains). */
export function isDisposableEmail(email: string): boolean {
  const domain = emailDomain(email);
  if (DISPOSABLE.has(domain)) return true;
  return DISPOSABLE_PARENTS.some((parent) => domain === parent || domain.endsWith(`.${parent}`));
}
