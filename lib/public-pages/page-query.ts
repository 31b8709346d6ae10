// A page's query string as Next.js hands it to the page, and the two things the loaders do with it.
import "server-only";

export type RawQuery = Record<string, string | string[] | undefined>;

/** The first value of a parameter that came once or repeated (?code=1&code=2 reads as "1"). */
export const firstValue = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/**
 * A React cache key for a query string: generateMetadata and the page receive equal objects, not the same one, so
 * a loader keyed by the object would load twice. The parameters are sorted, so their order in the address does not count.
 */
export const queryKey = (raw: RawQuery): string => JSON.stringify(Object.entries(raw).sort(([a], [b]) => a.localeCompare(b)));

/** The query string back from its key. */
export const queryFromKey = (key: string): RawQuery => Object.fromEntries(JSON.parse(key) as [string, string | string[] | undefined][]);
