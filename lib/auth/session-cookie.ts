// The next-auth session cookie: HttpOnly, SameSite=Lax, Secure (with the __Secure- prefix) when the
// site is served over https. Its content is an encrypted JWT that carries only the session id.
import "server-only";
import { decode } from "next-auth/jwt";
import { config, type Config } from "@/lib/config";

export function secureCookies(c: Config = config()): boolean {
  return c.APP_URL.startsWith("https://");
}

export function sessionCookieName(c: Config = config()): string {
  return `${secureCookies(c) ? "__Secure-" : ""}next-auth.session-token`;
}

export function authSecret(c: Config = config()): string {
  // scripts/start.ts generates one into DATA_DIR when none is configured; production requires it.
  const secret = c.NEXTAUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: start the app with `npm start`");
  return secret;
}

/** The session id inside a session cookie, or null when the cookie is missing, forged or expired. */
export async function sessionIdFromCookie(value: string | undefined): Promise<string | null> {
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: authSecret() });
    return typeof token?.sid === "string" ? token.sid : null;
  } catch {
    return null;
  }
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      // A malformed escape ("%") is a forged cookie: no session, not a 500.
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
