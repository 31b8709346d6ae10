// The note "the database failed a moment ago", shared through globalThis by Next's bundle (which
// writes it, instrumentation.ts) and our server (which reads it, lib/server/outage.ts). No imports:
// Next compiles instrumentation for every runtime.
const NOTE = "__beraterwahlDatabaseUnavailableAt";
/** How long after the last failed query a page's 500 is taken for an outage. */
export const OUTAGE_MEMORY_MS = 30_000;

type Note = { [NOTE]?: number };

export function noteDatabaseUnavailable(now = Date.now()): void {
  (globalThis as Note)[NOTE] = now;
}

export function databaseRecentlyUnavailable(now = Date.now()): boolean {
  const at = (globalThis as Note)[NOTE];
  return at !== undefined && now - at < OUTAGE_MEMORY_MS;
}
