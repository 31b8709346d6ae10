// Settles the actor of an API request: the web UI's session cookie or an OpenID Connect bearer token.
import "server-only";
import { ANONYMOUS, type Actor } from "./actor";
import { logAuthEvent } from "./audit-log";
import { actorFromBearerToken } from "./bearer";
import { readCookie, sessionCookieName, sessionIdFromCookie } from "./session-cookie";
import { loadSessionActor } from "./sessions";
import { AppError } from "@/lib/errors";

/** The actor of a session cookie value: anonymous when it is missing, forged, expired or revoked. */
export async function actorFromSessionCookie(value: string | undefined): Promise<Actor> {
  const sid = await sessionIdFromCookie(value);
  if (!sid) return ANONYMOUS;
  return (await loadSessionActor(sid)) ?? ANONYMOUS;
}

/**
 * A request with `Authorization: Bearer …` is judged by its token alone (an invalid token is
 * "unauthenticated", never silently anonymous); otherwise by the session cookie.
 */
export async function getRequestActor(request: Request): Promise<Actor> {
  const authorization = request.headers.get("authorization");
  if (authorization !== null) {
    const match = /^Bearer\s+([\w\-.~+/]+=*)\s*$/i.exec(authorization);
    const path = new URL(request.url).pathname;
    if (!match) {
      logAuthEvent({ event: "bearer_rejected", reason: "malformed authorization header", path });
      throw new AppError("unauthenticated", "expected Authorization: Bearer <token>");
    }
    try {
      return await actorFromBearerToken(match[1]!);
    } catch (error) {
      if (error instanceof AppError) logAuthEvent({ event: "bearer_rejected", reason: error.message, path });
      throw error;
    }
  }
  return actorFromSessionCookie(readCookie(request.headers.get("cookie"), sessionCookieName()));
}
