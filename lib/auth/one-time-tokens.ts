// One-time secrets handed out in links and mails (edit tokens, confirmation and unsubscribe links, verification
// codes): handed out once, stored only as sha256 hex.
import "server-only";
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** 32 random bytes, base64url: unguessable, and safe in a URL. */
export function newEditToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenMatches(token: string | null | undefined, storedHash: string): boolean {
  if (!token) return false;
  const a = Buffer.from(sha256Hex(token), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A 10-digit code, 1000000000..9999999999, from the crypto generator. */
export function newVerificationCode(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}
