// Where to go after signing in. Only relative paths on our own origin are accepted as callbackUrl:
// anything else ("//evil.example", "https://…", "/\\evil") would be an open redirect.
import { z } from "zod";
import type { Actor } from "./actor";

const relativePath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s\\]*$/, "must be a relative path on this site");

const DUMMY_ORIGIN = "http://same.invalid";

/** A relative path that stays on our origin, normalised; else null. */
function sameOriginRelativePath(value: unknown): string | null {
  const parsed = relativePath.safeParse(value);
  if (!parsed.success) return null;
  // Resolve against a dummy origin: a path that escapes it through odd encodings is refused.
  const url = new URL(parsed.data, DUMMY_ORIGIN);
  if (url.origin !== DUMMY_ORIGIN) return null;
  return url.pathname + url.search + url.hash;
}

const SIGN_IN_PAGES = /^\/(?:(?:de|en|fr|it)\/)?(?:sign-in|sign-in-callback|sign-out-callback|forbidden)(?:[/?#]|$)/;

/** The callbackUrl a user may be sent back to after signing in, else null. */
export function safeCallbackPath(value: unknown): string | null {
  const path = sameOriginRelativePath(value);
  // The sign-in pages themselves are no destination (that would loop).
  return path && !SIGN_IN_PAGES.test(path) ? path : null;
}

/** next-auth's redirect callback: our own absolute URLs and relative paths; everything else goes home. */
export function redirectWithinSite(url: string, baseUrl: string): string {
  const base = new URL(baseUrl);
  if (url.startsWith("/")) {
    const path = sameOriginRelativePath(url);
    return path ? new URL(path, base).toString() : base.toString();
  }
  try {
    const target = new URL(url);
    return target.origin === base.origin ? target.toString() : base.toString();
  } catch {
    return base.toString();
  }
}

/** New users create their account; consultants see their profile; platform staff the administration. */
export function defaultLandingPath(actor: Actor): string {
  if (actor.kind !== "user") return "/";
  if (actor.consultantId !== null) return "/account/profile";
  if (actor.isPlatformAdmin) return "/administration";
  return "/account/create";
}
