// The actor of the page being rendered (server components, server actions), once per request.
import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import type { Actor } from "./actor";
import { actorFromSessionCookie } from "./request-actor";
import { sessionCookieName } from "./session-cookie";

export const getPageActor = cache(async (): Promise<Actor> => {
  const store = await cookies();
  return actorFromSessionCookie(store.get(sessionCookieName())?.value);
});
