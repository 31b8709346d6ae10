// An e-mail address as a rate-limit key: one mailbox however it is spelt (case, "+tag", and the dots
// of Gmail local parts), and hashed, so the counters table holds no addresses. Pure, so unit-tested.
import { createHash } from "node:crypto";

const GMAIL = new Set(["gmail.com", "googlemail.com"]);

export function canonicalAddress(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email
    .slice(0, at < 0 ? undefined : at)
    .trim()
    .toLowerCase();
  const domain =
    at < 0
      ? ""
      : email
          .slice(at + 1)
          .trim()
          .toLowerCase();
  const gmail = GMAIL.has(domain);
  let base = local.split("+")[0]!;
  if (gmail) base = base.replace(/\./g, "");
  return `${base}@${gmail ? "gmail.com" : domain}`;
}

export function addressKey(email: string): string {
  return createHash("sha256").update(canonicalAddress(email)).digest("hex").slice(0, 32);
}
