// Settles the actor of an API request: the web UI's session cookie or an OpenID Connect bearer token.
// PLACEHOLDER until the sign-in issue lands: everybody is anonymous.
import "server-only";
import { ANONYMOUS, type Actor } from "./actor";

export async function getRequestActor(_request: Request): Promise<Actor> {
  return ANONYMOUS;
}
