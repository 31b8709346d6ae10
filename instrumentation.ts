// Next.js's server instrumentation. onRequestError sees every error of a page, a route handler or a
// server action; a "database unavailable" one is noted so that our server answers the page with 503
// and the localised outage page (lib/server/outage.ts) instead of a 500, without probing the database.
// Synchronous on purpose: Next calls it before it writes the failed page's status.
import { isDatabaseUnavailable } from "./lib/db/unavailable";
import { noteDatabaseUnavailable } from "./lib/server/outage-note";

export function onRequestError(error: unknown): void {
  if (isDatabaseUnavailable(error)) noteDatabaseUnavailable();
}
