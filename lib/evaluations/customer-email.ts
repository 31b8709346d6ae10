// The customer's e-mail address as the trust rules see it: one evaluation per customer and consultant
// compares a normalised address, and addresses of disposable-mail providers are refused.
import * as mailchecker from "mailchecker";

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

/**
 * The throwaway-mail providers: mailchecker's list (over 55,000 domains, republished as the providers
 * change; package.json takes its new versions with a caret, so `npm update` brings them in).
 */
const DISPOSABLE: ReadonlySet<string> = mailchecker.blacklist();

/**
 * Whether the address belongs to a throwaway-mail provider: its domain or any domain it is a
 * subdomain of is on the list (a@mail.tm and a@x.mail.tm alike).
 */
export function isDisposableEmail(email: string): boolean {
  let domain = emailDomain(email);
  // No real domain is longer (RFC 1035); each suffix tried is hashed, so a longer one would cost n².
  if (domain.length > 253) return false;
  while (domain) {
    if (DISPOSABLE.has(domain)) return true;
    const dot = domain.indexOf(".");
    if (dot < 0) return false;
    domain = domain.slice(dot + 1);
  }
  return false;
}
